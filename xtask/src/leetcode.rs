//! `cargo xtask leetcode lcNNN [-o FILE]`: one file that LeetCode's Rust editor accepts as
//! it is, `impl Solution { pub fn method(…) -> … }` with LeetCode's method name and
//! parameter types, calling the library function the binary answers with, then only the
//! library items that function reaches (the bundler's, started from the method instead of
//! a binary's `main`). LeetCode declares `struct Solution` itself.
//! `cargo xtask leetcode --sizes [--write]`: every problem's method and file size, as a
//! markdown table (`--write` puts it into docs/submitting.md).
//!
//! `PROBLEMS` has one row per problem; the tests compile every file with a bare rustc
//! under editions 2021 and 2024 in a harness that declares `struct Solution` and calls the
//! method on every sample of the binary.

use crate::bundle::{bundle_entry, sizes_command, Reader};
use crate::cargo::crate_root;
use crate::cli::Options;
use std::path::Path;

/// The type of a parameter or a result, as LeetCode's Rust signatures have it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Type {
    Int,
    Long,
    Ints,
    IntGrid,
    Text,
    Texts,
    Bool,
    /// LeetCode's `TreeNode`, which its editor declares.
    Tree,
}

impl Type {
    pub fn rust(self) -> &'static str {
        match self {
            Type::Int => "i32",
            Type::Long => "i64",
            Type::Ints => "Vec<i32>",
            Type::IntGrid => "Vec<Vec<i32>>",
            Type::Text => "String",
            Type::Texts => "Vec<String>",
            Type::Bool => "bool",
            Type::Tree => "Option<Rc<RefCell<TreeNode>>>",
        }
    }

    /// The statement that turns parameter `name` into what the library takes, if it takes
    /// something else: i64 for integers in arrays (the library's values reach 10^12),
    /// node numbers as usize, grid rows as bytes, a tree as its level order (LeetCode's
    /// text of it, `[1,null,2]`: what the binary reads).
    fn conversion(self, name: &str) -> Option<String> {
        let converted = match self {
            Type::Tree => return Some(TREE_CONVERSION.replace("root", name)),
            Type::Ints => ("Vec<i64>", ".map(|&v| i64::from(v))"),
            Type::IntGrid => (
                "Vec<Vec<usize>>",
                ".map(|list| list.iter().map(|&v| v as usize).collect())",
            ),
            Type::Texts => ("Vec<Vec<u8>>", ".map(|row| row.as_bytes().to_vec())"),
            Type::Int | Type::Long | Type::Text | Type::Bool => return None,
        };
        let (to, map) = converted;
        Some(format!("let {name}: {to} = {name}.iter(){map}.collect();"))
    }
}

/// A tree parameter `root` as its level order, breadth first from the root, every child
/// written (`None` where absent).
const TREE_CONVERSION: &str = "let root: Vec<Option<i64>> = {
            let mut order = Vec::new();
            let mut queue = std::collections::VecDeque::from([root]);
            while let Some(node) = queue.pop_front() {
                match node {
                    Some(node) => {
                        let node = node.borrow();
                        order.push(Some(i64::from(node.val)));
                        queue.push_back(node.left.clone());
                        queue.push_back(node.right.clone());
                    }
                    None => order.push(None),
                }
            }
            order
        };";

/// What a file whose method takes a tree names from LeetCode's editor, which declares
/// `TreeNode` in its terms.
const TREE_IMPORTS: &str = "use std::cell::RefCell;\nuse std::rc::Rc;\n\n";

/// One LeetCode problem: its binary, LeetCode's method and the call that answers it.
#[derive(Debug)]
pub struct Problem {
    pub binary: &'static str,
    /// LeetCode's method name.
    pub method: &'static str,
    /// LeetCode's parameters in order, snake_case as in its Rust signature (the problem
    /// statement writes them in camelCase).
    pub parameters: &'static [(&'static str, Type)],
    pub returns: Type,
    /// The method's result from the parameters (converted by `Type::conversion`), by the
    /// library function the binary answers with, through `grundy::` paths.
    pub call: &'static str,
}

use Type::{Bool, Int, IntGrid, Ints, Long, Text, Texts, Tree};

/// The LeetCode problems, by number.
pub const PROBLEMS: &[Problem] = &[
    Problem {
        binary: "lc292",
        method: "can_win_nim",
        parameters: &[("n", Int)],
        returns: Bool,
        call: "grundy::leetcode::number_games::nim_game(n as u64)",
    },
    Problem {
        binary: "lc294",
        method: "can_win",
        parameters: &[("current_state", Text)],
        returns: Bool,
        call: "grundy::leetcode::number_games::FlipGame::default().first_player_wins(&current_state)",
    },
    Problem {
        binary: "lc375",
        method: "get_money_amount",
        parameters: &[("n", Int)],
        returns: Int,
        call: "grundy::leetcode::guessing::get_money_amount(n as usize) as i32",
    },
    Problem {
        binary: "lc464",
        method: "can_i_win",
        parameters: &[("max_choosable_integer", Int), ("desired_total", Int)],
        returns: Bool,
        call: "grundy::leetcode::number_games::can_i_win(max_choosable_integer as u32, i64::from(desired_total))",
    },
    Problem {
        binary: "lc486",
        method: "predict_the_winner",
        parameters: &[("nums", Ints)],
        returns: Bool,
        call: "grundy::leetcode::number_games::predict_the_winner(&nums)",
    },
    Problem {
        binary: "lc810",
        method: "xor_game",
        parameters: &[("nums", Ints)],
        returns: Bool,
        call: "grundy::leetcode::number_games::xor_game(&nums)",
    },
    Problem {
        binary: "lc877",
        method: "stone_game",
        parameters: &[("piles", Ints)],
        returns: Bool,
        call: "grundy::leetcode::stone_games::stone_game(&piles)",
    },
    Problem {
        binary: "lc913",
        method: "cat_mouse_game",
        parameters: &[("graph", IntGrid)],
        returns: Int,
        call: "grundy::leetcode::pursuit::cat_and_mouse(&graph) as i32",
    },
    Problem {
        binary: "lc1025",
        method: "divisor_game",
        parameters: &[("n", Int)],
        returns: Bool,
        call: "grundy::leetcode::number_games::divisor_game(n as u64)",
    },
    Problem {
        binary: "lc1140",
        method: "stone_game_ii",
        parameters: &[("piles", Ints)],
        returns: Int,
        call: "grundy::leetcode::stone_games::stone_game_ii(&piles) as i32",
    },
    Problem {
        binary: "lc1145",
        method: "btree_game_winning_move",
        parameters: &[("root", Tree), ("n", Int), ("x", Int)],
        returns: Bool,
        call: "grundy::leetcode::tree_games::BinaryTree::from_level_order(&root).map_or(false, |tree| grundy::leetcode::tree_games::btree_game_winning_move(&tree, n as usize, i64::from(x)))",
    },
    Problem {
        binary: "lc1406",
        method: "stone_game_iii",
        parameters: &[("stone_value", Ints)],
        returns: Text,
        call: "grundy::leetcode::stone_games::stone_game_iii(&stone_value).name().to_string()",
    },
    Problem {
        binary: "lc1510",
        method: "winner_square_game",
        parameters: &[("n", Int)],
        returns: Bool,
        call: "grundy::leetcode::stone_games::stone_game_iv(n as usize)",
    },
    Problem {
        binary: "lc1563",
        method: "stone_game_v",
        parameters: &[("stone_value", Ints)],
        returns: Int,
        call: "grundy::leetcode::stone_games::stone_game_v(&stone_value) as i32",
    },
    Problem {
        binary: "lc1686",
        method: "stone_game_vi",
        parameters: &[("alice_values", Ints), ("bob_values", Ints)],
        returns: Int,
        call: "grundy::leetcode::stone_games::stone_game_vi(&alice_values, &bob_values) as i32",
    },
    Problem {
        binary: "lc1690",
        method: "stone_game_vii",
        parameters: &[("stones", Ints)],
        returns: Int,
        call: "grundy::leetcode::stone_games::stone_game_vii(&stones) as i32",
    },
    Problem {
        binary: "lc1728",
        method: "can_mouse_win",
        parameters: &[("grid", Texts), ("cat_jump", Int), ("mouse_jump", Int)],
        returns: Bool,
        call: "grundy::leetcode::pursuit::can_mouse_win(&grid, cat_jump as usize, mouse_jump as usize)",
    },
    Problem {
        binary: "lc1872",
        method: "stone_game_viii",
        parameters: &[("stones", Ints)],
        returns: Int,
        call: "grundy::leetcode::stone_games::stone_game_viii(&stones) as i32",
    },
    Problem {
        binary: "lc1908",
        method: "nim_game",
        parameters: &[("piles", Ints)],
        returns: Bool,
        call: "grundy::leetcode::counting_games::game_of_nim(&piles)",
    },
    Problem {
        binary: "lc1927",
        method: "sum_game",
        parameters: &[("num", Text)],
        returns: Bool,
        call: "grundy::leetcode::counting_games::sum_game(num.as_bytes())",
    },
    Problem {
        binary: "lc2005",
        method: "find_game_winner",
        parameters: &[("n", Int)],
        returns: Bool,
        call: "grundy::leetcode::tree_games::fibonacci_tree_game(n as u64)",
    },
    Problem {
        binary: "lc2029",
        method: "stone_game_ix",
        parameters: &[("stones", Ints)],
        returns: Bool,
        call: "grundy::leetcode::stone_games::stone_game_ix(&stones)",
    },
    Problem {
        binary: "lc2038",
        method: "winner_of_game",
        parameters: &[("colors", Text)],
        returns: Bool,
        call: "grundy::leetcode::counting_games::winner_of_game(colors.as_bytes())",
    },
    Problem {
        binary: "lc3021",
        method: "flower_game",
        parameters: &[("n", Int), ("m", Int)],
        returns: Long,
        call: "grundy::leetcode::counting_games::flower_game(n as u64, m as u64) as i64",
    },
    Problem {
        binary: "lc3227",
        method: "does_alice_win",
        parameters: &[("s", Text)],
        returns: Bool,
        call: "grundy::leetcode::counting_games::vowels_game(s.chars().any(grundy::leetcode::counting_games::is_vowel))",
    },
    Problem {
        binary: "lc3360",
        method: "can_alice_win",
        parameters: &[("n", Int)],
        returns: Bool,
        call: "grundy::leetcode::counting_games::stone_removal(n as u64)",
    },
];

/// The size every file keeps within (the tests check it).
pub const SIZE_LIMIT: usize = 16 * 1024;

impl Problem {
    /// The problem's number, from its binary's name.
    pub fn number(&self) -> &'static str {
        &self.binary[2..]
    }

    /// LeetCode's title, from the binary's spec.
    pub fn title(&self) -> &'static str {
        let spec = grundy::specs::named(self.binary).expect("every LeetCode binary has a spec");
        spec.judges[0].title
    }

    /// `pub fn method(a: T, …) -> R`, as LeetCode's editor shows it.
    pub fn signature(&self) -> String {
        let parameters: Vec<String> = self
            .parameters
            .iter()
            .map(|(name, ty)| format!("{name}: {}", ty.rust()))
            .collect();
        format!(
            "pub fn {}({}) -> {}",
            self.method,
            parameters.join(", "),
            self.returns.rust()
        )
    }

    /// The `impl Solution` block, naming library items by `grundy::` paths.
    fn entry(&self) -> String {
        let mut body = String::new();
        for (name, ty) in self.parameters {
            if let Some(conversion) = ty.conversion(name) {
                body.push_str(&format!("        {conversion}\n"));
            }
        }
        let takes_a_tree = self.parameters.iter().any(|&(_, ty)| ty == Type::Tree);
        format!(
            "{}impl Solution {{\n    {} {{\n{body}        {}\n    }}\n}}\n",
            if takes_a_tree { TREE_IMPORTS } else { "" },
            self.signature(),
            self.call
        )
    }
}

/// The row of `binary`, or an error that lists the binaries there are.
pub fn problem(name: &str) -> Result<&'static Problem, String> {
    let known: Vec<&str> = PROBLEMS.iter().map(|p| p.binary).collect();
    let binary = crate::judges::resolve(name, &known).unwrap_or(name);
    PROBLEMS.iter().find(|p| p.binary == binary).ok_or_else(|| {
        let known: Vec<&str> = PROBLEMS.iter().map(|p| p.binary).collect();
        format!(
            "no LeetCode problem {binary:?}; there are {}",
            known.join(", ")
        )
    })
}

/// The file for LeetCode's editor.
pub fn leetcode_file(root: &Path, problem: &Problem) -> Result<String, String> {
    let binary = problem.binary;
    let header = format!(
        "// LeetCode {} {}: made by `cargo xtask leetcode {binary}` from the grundy crate \
         (the library function src/bin/{binary}.rs answers with, and the items it uses).\n\n",
        problem.number(),
        problem.title()
    );
    let path = root.join(format!("src/bin/{binary}.rs (LeetCode's method)"));
    bundle_entry(root, &path, problem.entry(), header, Reader::Lean)
}

/// The markdown table of every problem's method and file size.
fn sizes_table(root: &Path) -> Result<String, String> {
    let mut rows = vec![
        "| binary | LeetCode's method | bytes |".to_string(),
        "|---|---|---:|".to_string(),
    ];
    let mut largest = 0;
    for problem in PROBLEMS {
        let size = leetcode_file(root, problem)?.len();
        largest = largest.max(size);
        rows.push(format!(
            "| `{}` | `{}` | {size} |",
            problem.binary,
            problem.signature()
        ));
    }
    rows.push(String::new());
    rows.push(format!(
        "{} files, the largest {largest} bytes (the target: {} KiB); each compiles without a \
         warning as edition 2021 and 2024 beside a `struct Solution`, and its method answers \
         every sample of its binary (`cargo test -p xtask leetcode`).",
        PROBLEMS.len(),
        SIZE_LIMIT / 1024
    ));
    Ok(rows.join("\n"))
}

pub fn main(args: &[String]) -> Result<(), String> {
    let options = Options::parse(args, &["output", "sizes!", "write!"])?;
    let root = crate_root();
    if let Some(done) = sizes_command(&options, &root, "leetcode", sizes_table) {
        return done;
    }
    let [binary] = options.positional.as_slice() else {
        return Err("leetcode takes one lcNNN binary, or --sizes".into());
    };
    let text = leetcode_file(&root, problem(binary)?)?;
    if text.len() > SIZE_LIMIT {
        eprintln!(
            "xtask: warning: the file is {} bytes, over its {SIZE_LIMIT}-byte target",
            text.len()
        );
    }
    options.write_output(&text)
}

#[cfg(test)]
mod tests;
