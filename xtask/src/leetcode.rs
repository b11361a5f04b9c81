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

use crate::bundle::{bundle_entry, sizes_command};
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
    bundle_entry(root, &path, problem.entry(), header)
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
mod tests {
    use super::*;
    use crate::cargo::{binaries, compile, on_two_threads};
    use crate::samples::samples;
    use std::fs;
    use std::process::Command;

    /// The editions the files are compiled under: LeetCode's (2024) and the one before.
    const EDITIONS: [&str; 2] = ["2021", "2024"];

    /// The LeetCode rows here are the binaries whose spec names LeetCode, each its own
    /// problem.
    #[test]
    fn every_problem_is_a_leetcode_binary() {
        for problem in PROBLEMS {
            let judged: Vec<_> = crate::judges::of(problem.binary).collect();
            assert_eq!(judged.len(), 1, "{}", problem.binary);
            let judge = judged[0].judge;
            assert_eq!((judge.site, judge.id), ("LeetCode", problem.number()));
        }
        let leetcode = crate::judges::all().into_iter();
        let leetcode = leetcode.filter(|j| j.judge.site == "LeetCode");
        assert_eq!(leetcode.count(), PROBLEMS.len());
    }

    #[test]
    fn the_table_has_every_lc_binary_once() {
        let lc: Vec<String> = binaries(&crate_root())
            .unwrap()
            .into_iter()
            .filter(|b| b.starts_with("lc"))
            .collect();
        let mut listed: Vec<String> = PROBLEMS.iter().map(|p| p.binary.to_string()).collect();
        listed.sort();
        assert_eq!(listed, lc);
    }

    /// `problem`'s parameters as the problem statement writes them: camelCase.
    fn statement_names(problem: &Problem) -> Vec<String> {
        problem
            .parameters
            .iter()
            .map(|(name, _)| camel_case(name))
            .collect()
    }

    /// `max_choosable_integer` → `maxChoosableInteger`.
    pub fn camel_case(snake: &str) -> String {
        let mut words = snake.split('_');
        let mut out = words.next().unwrap_or_default().to_string();
        for word in words {
            let mut chars = word.chars();
            if let Some(first) = chars.next() {
                out.extend(first.to_uppercase());
                out.push_str(chars.as_str());
            }
        }
        out
    }

    #[test]
    fn the_problems_page_names_every_method() {
        let page = fs::read_to_string(crate_root().join("docs/problems.md")).unwrap();
        for p in PROBLEMS {
            let method = p.signature().replacen("pub fn ", "", 1);
            let row = format!(
                "| `{}` | {} {} | `{method}`",
                p.binary,
                p.number(),
                p.title()
            );
            assert!(page.contains(&row), "docs/problems.md has no row {row}");
        }
    }

    /// The binaries name their arguments as the table does: the example-line sample of
    /// each, which the binary answers (tests/samples.rs), names the table's parameters in
    /// order, as the problem statement writes them.
    #[test]
    fn the_binaries_name_the_tables_parameters() {
        for problem in PROBLEMS {
            let sample = format!("samples/{}/sample-example-line.in", problem.binary);
            let text = fs::read_to_string(crate_root().join(&sample)).unwrap();
            let first = text.lines().next().unwrap_or_default();
            let pieces: Vec<&str> = first.split(" = ").collect();
            let names: Vec<String> = pieces[..pieces.len() - 1]
                .iter()
                .map(|piece| {
                    let name = |c: char| c.is_ascii_alphanumeric() || c == '_';
                    let start = piece.trim_end_matches(name).len();
                    piece[start..].to_string()
                })
                .collect();
            assert_eq!(names, statement_names(problem), "{sample}");
        }
    }

    #[test]
    fn signatures_and_names_read_as_leetcode_writes_them() {
        let row = problem("lc1728").unwrap();
        assert_eq!(
            row.signature(),
            "pub fn can_mouse_win(grid: Vec<String>, cat_jump: i32, mouse_jump: i32) -> bool"
        );
        assert_eq!(statement_names(row), ["grid", "catJump", "mouseJump"]);
        assert_eq!(camel_case("max_choosable_integer"), "maxChoosableInteger");
        assert!(problem("lc999").unwrap_err().contains("lc1728"));
    }

    /// The values of test-case text as written, one per line or on a statement's example
    /// line (`Input: a = 1, b = [2]`): names, `Input:` and the commas between arguments
    /// are skipped.
    fn values(text: &str) -> Vec<String> {
        // A statement's example pasted whole: its answer and explanation are no values.
        let chars: Vec<char> = text
            .lines()
            .filter(|line| {
                !["Output:", "Explanation:"]
                    .iter()
                    .any(|l| line.starts_with(l))
            })
            .flat_map(|line| line.chars().chain(['\n']))
            .collect();
        let mut values = Vec::new();
        let mut at = 0;
        while at < chars.len() {
            let c = chars[at];
            if c.is_alphabetic() {
                // A name (before `=`) or `Input:`.
                while at < chars.len() && (chars[at].is_alphanumeric() || chars[at] == '_') {
                    at += 1;
                }
                while at < chars.len() && (chars[at] == ' ' || chars[at] == '=' || chars[at] == ':')
                {
                    at += 1;
                }
                continue;
            }
            if c.is_whitespace() || c == ',' {
                at += 1;
                continue;
            }
            let start = at;
            let (mut depth, mut quoted) = (0, false);
            while at < chars.len() {
                let c = chars[at];
                at += 1;
                match c {
                    '\\' if quoted => at += 1,
                    '"' => quoted = !quoted,
                    '[' if !quoted => depth += 1,
                    ']' if !quoted => depth -= 1,
                    _ => {}
                }
                let next = chars.get(at).copied().unwrap_or(' ');
                let number_ends = c != '"' && c != ']' && !next.is_ascii_digit();
                if depth == 0 && !quoted && (c == '"' || c == ']' || number_ends) {
                    break;
                }
            }
            values.push(chars[start..at].iter().collect());
        }
        values
    }

    /// A value of test-case text as a Rust expression: arrays as `vec![…]`, strings as
    /// `String::from("…")` (JSON's `\/` and `\uXXXX` in Rust's spelling).
    fn rust_literal(value: &str) -> String {
        let mut out = String::new();
        let mut chars = value.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '[' => out.push_str("vec!["),
                '"' => {
                    out.push_str("String::from(\"");
                    while let Some(c) = chars.next() {
                        match c {
                            '"' => break,
                            '\\' => match chars.next() {
                                Some('/') => out.push('/'),
                                Some('u') => {
                                    let hex: String = chars.by_ref().take(4).collect();
                                    out.push_str(&format!("\\u{{{hex}}}"));
                                }
                                Some(other) => {
                                    out.push('\\');
                                    out.push(other);
                                }
                                None => {}
                            },
                            _ => out.push(c),
                        }
                    }
                    out.push_str("\")");
                }
                _ => out.push(c),
            }
        }
        out
    }

    #[test]
    fn test_case_text_becomes_rust_literals() {
        let text = "Input: grid = [\"M.C\", \"F\\/\"], catJump = -1, mouseJump = 20\n[[1],[]]\n7\n";
        let found: Vec<String> = values(text).iter().map(|v| rust_literal(v)).collect();
        assert_eq!(
            found,
            [
                "vec![String::from(\"M.C\"), String::from(\"F/\")]",
                "-1",
                "20",
                "vec![vec![1],vec![]]",
                "7"
            ]
        );
        assert_eq!(
            tree_literal("[1, null,3,null ]"),
            "tree(&[Some(1), None, Some(3), None])"
        );
        assert!(fits_i32("[[2147483647,-2147483648],[]]"));
        assert!(fits_i32("[\"99999999999\"]"));
        assert!(!fits_i32("[1,2147483648]"));
    }

    /// LeetCode's own definition of a tree node, which its editor declares for the tree
    /// problems (the file is proven beside it), and the tree of a level order, as
    /// LeetCode's harness builds it from the test-case text.
    const TREE_NODE: &str = "
#[derive(Debug, PartialEq, Eq)]
pub struct TreeNode {
    pub val: i32,
    pub left: Option<Rc<RefCell<TreeNode>>>,
    pub right: Option<Rc<RefCell<TreeNode>>>,
}

impl TreeNode {
    #[inline]
    pub fn new(val: i32) -> Self {
        TreeNode {
            val,
            left: None,
            right: None,
        }
    }
}

pub fn tree(entries: &[Option<i32>]) -> Option<Rc<RefCell<TreeNode>>> {
    let node = |entry: &Option<i32>| entry.map(|v| Rc::new(RefCell::new(TreeNode::new(v))));
    let mut rest = entries.iter().skip(1).map(node);
    let root = entries.first().and_then(node);
    let mut parents: std::collections::VecDeque<_> = root.iter().cloned().collect();
    while let Some(parent) = parents.pop_front() {
        let (left, right) = (rest.next().flatten(), rest.next().flatten());
        parents.extend(left.iter().chain(&right).cloned());
        let mut parent = parent.borrow_mut();
        parent.left = left;
        parent.right = right;
    }
    root
}
";

    /// A tree's test-case text, `[1,null,2]`, as a call of the harness's `tree`.
    fn tree_literal(value: &str) -> String {
        let inner = value.trim().trim_start_matches('[').trim_end_matches(']');
        let entries: Vec<String> = inner
            .split(',')
            .map(str::trim)
            .filter(|e| !e.is_empty())
            .map(|e| match e {
                "null" => "None".to_string(),
                v => format!("Some({v})"),
            })
            .collect();
        format!("tree(&[{}])", entries.join(", "))
    }

    /// Whether every integer written in `value` (outside its strings) is an i32.
    fn fits_i32(value: &str) -> bool {
        let mut quoted = false;
        let unquoted: String = value
            .chars()
            .map(|c| {
                quoted ^= c == '"';
                if quoted || c == '"' {
                    ' '
                } else {
                    c
                }
            })
            .collect();
        unquoted
            .split(|c: char| c != '-' && !c.is_ascii_digit())
            .filter(|n| !n.is_empty())
            .all(|n| n.parse::<i32>().is_ok())
    }

    /// The module of `problem`'s file in the test program, and the lines of its `main`
    /// that call the method on every case of the binary's samples (those with no error),
    /// printing each result as LeetCode shows it after the binary's name; and the lines
    /// they should print, from the samples' answers.
    ///
    /// The files of all problems go into one program, each in a module `lcNNN` that
    /// declares `struct Solution` as LeetCode does (its `crate::` paths made
    /// `crate::lcNNN::`): one rustc run per edition instead of one per problem.
    fn harness(root: &Path, problem: &Problem, file: &str) -> Result<[String; 3], String> {
        let binary = problem.binary;
        let mut calls = String::new();
        let mut expected = String::new();
        let samples = samples(&root.join("samples").join(binary))?;
        for sample in samples.iter().filter(|s| !s.error) {
            let values = values(&String::from_utf8_lossy(&sample.stdin));
            let arity = problem.parameters.len();
            let answers = String::from_utf8_lossy(&sample.stdout);
            let answers: Vec<&str> = answers.lines().collect();
            if values.is_empty() || answers.len() * arity != values.len() {
                return Err(format!("{binary}'s {}: not an answer a case", sample.name));
            }
            for (case, answer) in values.chunks(arity).zip(answers) {
                // LeetCode's i32 cannot pass the binaries' larger cases (lc292 takes u64).
                if !case.iter().all(|v| fits_i32(v)) {
                    continue;
                }
                let arguments: Vec<String> = case
                    .iter()
                    .zip(problem.parameters)
                    .map(|(v, &(_, ty))| match ty {
                        Type::Tree => format!("{binary}::{}", tree_literal(v)),
                        _ => rust_literal(v),
                    })
                    .collect();
                calls.push_str(&format!(
                    "    println!(\"{binary} {{:?}}\", {binary}::Solution::{}({}));\n",
                    problem.method,
                    arguments.join(", ")
                ));
                expected.push_str(&format!("{binary} {answer}\n"));
            }
        }
        if expected.is_empty() {
            return Err(format!("{binary}: no sample case within LeetCode's types"));
        }
        let file = file.replace("crate::", &format!("crate::{binary}::"));
        let takes_a_tree = problem.parameters.iter().any(|&(_, ty)| ty == Type::Tree);
        let tree_node = if takes_a_tree { TREE_NODE } else { "" };
        let module = format!("mod {binary} {{\npub struct Solution;\n{tree_node}\n{file}\n}}\n");
        Ok([module, calls, expected])
    }

    /// `problem`'s file, if it is within its size and has nothing LeetCode supplies or
    /// that a method does not need.
    fn checked_file(root: &Path, problem: &Problem) -> Result<String, String> {
        let binary = problem.binary;
        let file = leetcode_file(root, problem)?;
        if file.len() > SIZE_LIMIT {
            return Err(format!("{binary}: {} bytes, over {SIZE_LIMIT}", file.len()));
        }
        let unwanted = [
            "struct Solution",
            "fn main",
            "#![",
            "mod io",
            "mod text",
            "mod oracles",
        ];
        match unwanted.iter().find(|u| file.contains(*u)) {
            Some(found) => Err(format!("{binary}: the file has `{found}`")),
            None => Ok(file),
        }
    }

    /// Every problem's file, within its size, compiled by rustc alone in LeetCode's place
    /// (next to a `struct Solution`) without a warning under both editions, and its method
    /// run on every case of the binary's samples.
    #[test]
    fn every_file_compiles_in_leetcodes_place_and_passes_the_samples() {
        let root = crate_root();
        let mut failures = Vec::new();
        let (mut modules, mut calls, mut expected) = (String::new(), String::new(), String::new());
        for problem in PROBLEMS {
            match checked_file(&root, problem).and_then(|file| harness(&root, problem, &file)) {
                Ok([module, call, answers]) => {
                    modules.push_str(&module);
                    calls.push_str(&call);
                    expected.push_str(&answers);
                }
                Err(failure) => failures.push(failure),
            }
        }
        let program = format!("{modules}\nfn main() {{\n{calls}}}\n");
        let dir = std::env::temp_dir().join(format!("grundy-leetcode-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        failures.extend(on_two_threads(&EDITIONS, |edition| {
            let source = dir.join(format!("leetcode-{edition}.rs"));
            let executable = dir.join(format!("leetcode-{edition}"));
            fs::write(&source, &program).unwrap();
            let flags = ["-D", "warnings", "-C", "opt-level=0"];
            compile(&source, &executable, edition, &flags)?;
            let output = Command::new(&executable).output().unwrap();
            let printed = String::from_utf8_lossy(&output.stdout);
            let wrong: Vec<String> = printed
                .lines()
                .zip(expected.lines())
                .filter(|(found, wanted)| found != wanted)
                .map(|(found, wanted)| format!("printed {found}, expected {wanted}"))
                .collect();
            if !output.status.success() || printed != expected {
                return Err(format!(
                    "edition {edition}: {} lines printed, {} expected; {}\n{}",
                    printed.lines().count(),
                    expected.lines().count(),
                    wrong.join("\n"),
                    String::from_utf8_lossy(&output.stderr)
                ));
            }
            Ok(())
        }));
        fs::remove_dir_all(&dir).ok();
        assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    }
}
