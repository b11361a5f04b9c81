//! The commands a user types, run as the user runs them: `check` and `stress --against`
//! with programs planted by `brute` (the reference, and `--wrong-first`, its first answer
//! altered), so that no compiler or interpreter beyond Rust is needed; help and misspelt
//! names.

use std::path::PathBuf;
use std::process::{Command, Output};

fn xtask(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(args)
        .output()
        .expect("xtask runs")
}

/// `brute BINARY` (and its further words) as one command line for `--against`.
fn brute_line(words: &str) -> String {
    format!("'{}' brute {words}", env!("CARGO_BIN_EXE_xtask"))
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A fresh folder under the target dir's tmp (Cargo's own, for integration tests).
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Samples of bishi35 (Bash's game) within the reference's tables: two cases, and an
/// error sample whose answer before the fault the reference does not give.
fn bash_samples(name: &str) -> PathBuf {
    let dir = scratch(name);
    std::fs::create_dir_all(&dir).unwrap();
    for (file, text) in [
        ("sample-1.in", "2\n3 5\n6 5\n"),
        ("sample-1.out", "YES\nNO\n"),
        ("error-1.in", "2\n3 5\nabc 5\n"),
        ("error-1.out", "YES\n"),
    ] {
        std::fs::write(dir.join(file), text).unwrap();
    }
    dir
}

#[test]
fn check_passes_right_answers_and_names_the_first_wrong_line() {
    let dir = bash_samples("check");
    let samples = dir.to_str().unwrap();
    let me = env!("CARGO_BIN_EXE_xtask");
    let check = |extra: &[&str], program: &[&str]| {
        let args = [
            &["check", "bishi35", "--samples", samples][..],
            extra,
            &["--", me],
            program,
        ];
        let output = xtask(&args.concat());
        (output.status.code(), text(&output.stdout))
    };
    let (status, shown) = check(&[], &["brute", "bishi35"]);
    assert_eq!(status, Some(0), "{shown}");
    assert!(
        shown.contains("PASS sample-1") && !shown.contains("error-1"),
        "{shown}"
    );
    // The reference refuses malformed input without the answers before the fault.
    let (status, shown) = check(&["--errors"], &["brute", "bishi35"]);
    assert_eq!(status, Some(1), "{shown}");
    assert!(
        shown.contains("PASS sample-1") && shown.contains("FAIL error-1"),
        "{shown}"
    );
    assert!(shown.contains("1 of 2 samples pass"), "{shown}");
    let (status, shown) = check(&[], &["brute", "bishi35", "--wrong-first"]);
    assert_eq!(status, Some(1), "{shown}");
    let wrong = "FAIL sample-1";
    assert!(
        shown.contains(wrong) && shown.contains("line 1: expected \"YES\", found \"YESX\""),
        "{shown}"
    );
    // The case whose answer that line is, as an input of its own.
    assert!(
        shown.contains("the case behind that line:\n       1\n       3 5\n"),
        "{shown}"
    );
}

/// A planted wrong first answer is caught, shrunk to one smallest case, printed with both
/// outputs and saved as a sample that `check` then runs.
#[test]
fn stress_against_a_program_shrinks_prints_and_saves_the_failure() {
    let dir = scratch("stress-against");
    let against = brute_line("bishi35 --wrong-first");
    let reference = brute_line("bishi35");
    let save = dir.to_str().unwrap();
    let args = [
        "stress",
        "bishi35",
        "--against",
        &against,
        "--reference",
        &reference,
    ];
    let output = xtask(&[&args[..], &["--rounds", "5", "--save", save]].concat());
    let shown = text(&output.stdout);
    assert_eq!(
        output.status.code(),
        Some(1),
        "{shown}{}",
        text(&output.stderr)
    );
    assert!(shown.contains("smallest failing input"), "{shown}");
    assert!(
        shown.contains("--- input (1 case") && shown.contains("\n1\n0 0\n"),
        "{shown}"
    );
    assert!(
        shown.contains("wrong answer: line 1: expected \"NO\", found \"NOX\""),
        "{shown}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("sample-1.in")).unwrap(),
        "1\n0 0\n"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("sample-1.out")).unwrap(),
        "NO\n"
    );
    let me = env!("CARGO_BIN_EXE_xtask");
    let check = xtask(&[
        "check",
        "bishi35",
        "--samples",
        save,
        "--",
        me,
        "brute",
        "bishi35",
    ]);
    assert_eq!(check.status.code(), Some(0), "{}", text(&check.stdout));
}

/// A program that crashes is a failure too, named by its exit status.
#[test]
fn stress_counts_a_crash_as_a_failure() {
    let crash = format!("'{}' no-such-command", env!("CARGO_BIN_EXE_xtask"));
    let reference = brute_line("wythoff");
    let args = [
        "stress",
        "wythoff",
        "--against",
        &crash,
        "--reference",
        &reference,
    ];
    let output = xtask(&[&args[..], &["--rounds", "2"]].concat());
    let shown = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{shown}");
    assert!(shown.contains("no-such-command: exit 2"), "{shown}");
}

#[test]
fn help_exits_0_and_misspelt_names_get_the_closest() {
    for args in [
        &["--help"][..],
        &["help"],
        &["help", "stress"],
        &["check", "--help"],
    ] {
        let output = xtask(args);
        assert_eq!(output.status.code(), Some(0), "{args:?}");
        assert!(text(&output.stdout).contains("usage"), "{args:?}");
    }
    let output = xtask(&["bundel", "nim"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("did you mean \"bundle\""));
    for command in ["bundle", "gen", "brute", "stress", "bench"] {
        let output = xtask(&[command, "nimm"]);
        let shown = text(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{command}: {shown}");
        assert!(shown.contains("did you mean \"nim\""), "{command}: {shown}");
    }
}

/// `brute` refuses what its tables do not hold in one line naming the limits, and
/// malformed input in one line, never panicking and never echoing the case.
#[test]
fn brute_refuses_beyond_its_limits_in_one_line() {
    let mut long = String::from("1\n3000\n");
    long.push_str(&"8 ".repeat(3000));
    for (binary, input) in [
        ("nim", "1\n1\n8\n"),
        ("nim", long.as_str()),
        ("bishi35", "1\n3\n"),
        ("nim", "x"),
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_xtask"))
            .args(["brute", binary])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        use std::io::Write;
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        let output = child.wait_with_output().unwrap();
        let shown = text(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{binary} {input:?}: {shown}");
        assert_eq!(shown.lines().count(), 1, "{shown}");
        assert!(shown.len() < 300, "{shown}");
    }
}

/// A judge's id stands for its binary in every command, and a misspelt one gets the closest
/// id; the messages name the binary.
#[test]
fn judge_ids_stand_for_their_binaries() {
    let bundle = xtask(&["bundle", "hdu1850"]);
    assert_eq!(bundle.status.code(), Some(0), "{}", text(&bundle.stderr));
    let first = text(&bundle.stdout)
        .lines()
        .next()
        .unwrap_or("")
        .to_string();
    assert!(first.starts_with("// HDU 1850 "), "{first}");
    // HDU takes no Rust: the bundle says so, and how to test one's own solution there.
    let note = text(&bundle.stderr);
    assert!(note.contains("HDU takes no Rust"), "{note}");
    assert!(
        note.contains("cargo xtask check hdu1850 -- ./a.out"),
        "{note}"
    );
    assert!(
        note.contains("cargo xtask stress hdu1850 --against ./a.out"),
        "{note}"
    );
    let rust = xtask(&["bundle", "p2197"]);
    assert_eq!(text(&rust.stderr), "");
    let misspelt = xtask(&["gen", "hdu185"]);
    assert_eq!(misspelt.status.code(), Some(2));
    assert!(
        text(&misspelt.stderr).contains("did you mean \"hdu1850\""),
        "{}",
        text(&misspelt.stderr)
    );
    let mut brute = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(["brute", "HDU1850"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    brute
        .stdin
        .take()
        .unwrap()
        .write_all(b"2\n1000 1\n0\n")
        .unwrap();
    let refused = brute.wait_with_output().unwrap();
    assert_eq!(refused.status.code(), Some(2));
    assert!(
        text(&refused.stderr).starts_with("xtask: nim-count: "),
        "{}",
        text(&refused.stderr)
    );
}

/// What a newcomer types first: the list of problems, a search in it, a judge id grundy
/// does not solve, LeetCode's bare number, and the table explorer through xtask.
#[test]
fn the_first_commands_find_what_grundy_solves() {
    let list = xtask(&["list", "kayles"]);
    let shown = text(&list.stdout);
    assert_eq!(list.status.code(), Some(0), "{shown}");
    assert!(
        shown.starts_with("HackerRank Game of Kyles") && shown.contains(" kayles "),
        "{shown}"
    );
    assert_eq!(shown.lines().count(), 1, "{shown}");
    let none = xtask(&["list", "no such game"]);
    assert_eq!(none.status.code(), Some(2));
    let missing = xtask(&["bundle", "hdu9999"]);
    let said = text(&missing.stderr);
    assert_eq!(missing.status.code(), Some(2), "{said}");
    assert!(
        said.contains("grundy solves no judge problem \"hdu9999\"")
            && said.contains("cargo xtask list"),
        "{said}"
    );
    let near = text(&xtask(&["bundle", "hdu1851"]).stderr);
    assert!(near.contains("did you mean \"hdu1850\"?"), "{near}");
    let file = scratch("leetcode-number").join("lc1145.rs");
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    let leetcode = xtask(&["leetcode", "1145", "-o", file.to_str().unwrap()]);
    assert_eq!(
        leetcode.status.code(),
        Some(0),
        "{}",
        text(&leetcode.stderr)
    );
    assert!(
        text(&leetcode.stderr).contains("wrote"),
        "{}",
        text(&leetcode.stderr)
    );
    assert!(std::fs::read_to_string(&file)
        .unwrap()
        .contains("impl Solution"));
    let table = xtask(&["table", "subtraction", "3", "5", "9", "--upto", "16"]);
    let shown = text(&table.stdout);
    assert_eq!(table.status.code(), Some(0), "{shown}");
    assert!(
        shown.contains("Grundy values: preperiod 14, period 2"),
        "{shown}"
    );
}

/// A reader that goes away (`cargo xtask gen nim | head`) ends the output quietly: status 0
/// and nothing on stderr, not a panic's report.
#[test]
fn output_to_a_reader_that_goes_away_ends_quietly() {
    use std::io::Read;
    use std::process::Stdio;
    let mut gen = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(["gen", "nim", "--cases", "200000", "--items", "10"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut head = [0; 10];
    gen.stdout.take().unwrap().read_exact(&mut head).unwrap();
    let output = gen.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert_eq!(text(&output.stderr), "");
}
