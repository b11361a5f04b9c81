use super::*;
use crate::cargo::{binaries, compile, on_two_threads};
use crate::samples::samples;
use std::fs;
use std::process::Command;

/// The editions the files are compiled under: LeetCode's (2024) and the one before.
const EDITIONS: [&str; 2] = ["2021", "2024"];

/// The LeetCode rows here are the binaries whose spec names LeetCode, each its own problem.
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
            while at < chars.len() && (chars[at] == ' ' || chars[at] == '=' || chars[at] == ':') {
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

/// docs/submitting.md's LeetCode sizes are HEAD's.
#[test]
fn the_submitting_sizes_are_the_files() {
    let root = crate_root();
    let section = crate::markers::section(&root, "docs/submitting.md", "leetcode");
    assert_eq!(
        section,
        sizes_table(&root),
        "docs/submitting.md's LeetCode sizes differ: run cargo xtask leetcode --sizes --write"
    );
}
