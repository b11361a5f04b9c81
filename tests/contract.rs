//! The parts of the run contract (docs/run-contract.md) that samples cannot show.

mod common;

use common::binary_path;
use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::time::Duration;

/// Far past what the pathological inputs take now: only a hang reaches it.
const HANG: Duration = Duration::from_secs(20);

/// `| head -c 1`: the reader goes away after one byte; the binary must end quietly, 0.
#[test]
fn a_closed_stdout_ends_the_run_quietly() {
    let cases = 300_000;
    let mut input = format!("{cases}\n");
    for i in 0..cases {
        input.push_str(&format!("{} {}\n", i, i % 7));
    }
    let mut child = Command::new(binary_path("bishi35"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let feeder = std::thread::spawn(move || drop(stdin.write_all(input.as_bytes())));
    let mut first = [0u8; 1];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    // The pipe's read end is dropped here: the next write fails with EPIPE.
    let output = child.wait_with_output().unwrap();
    feeder.join().unwrap();
    assert_eq!(first, *b"N"); // 0 stones: NO
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}

/// A header that promises many cases allocates nothing for them: under a 64 MiB address
/// space limit, a binary that reserved room for 10^8 answers would fail.
#[test]
fn a_huge_case_count_costs_no_memory() {
    for promised in ["100000000", "1000000000000000000"] {
        let input = format!("{promised}\n3 5\n6 5\n1 1\n");
        let output = common::feed(common::under_memory("bishi35", 65_536), input.as_bytes());
        assert_eq!(output.status, Some(2));
        assert_eq!(output.stdout, b"YES\nNO\nYES\n");
        assert_eq!(
            String::from_utf8_lossy(&output.stderr),
            format!(
                "bishi35: line 5, column 1: expected {promised} cases, \
                 found only 3 before the end of input\n"
            )
        );
    }
}

/// A write that fails for another reason than a reader gone away (a full disk) ends the run
/// with status 2 and one line that says so, for every binary.
#[test]
fn a_failed_write_is_an_error_for_every_binary() {
    let mut checked = 0;
    for binary in common::binaries() {
        let samples = common::samples(&binary).expect("readable samples");
        let Some(sample) = samples.iter().find(|s| !s.error) else {
            continue; // the samples test reports a binary without one
        };
        let mut child = Command::new(binary_path(&binary))
            .args(&sample.args)
            .stdin(Stdio::piped())
            .stdout(std::fs::File::create("/dev/full").expect("/dev/full"))
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let input = sample.stdin.clone();
        let feeder = std::thread::spawn(move || drop(stdin.write_all(&input)));
        let output = child.wait_with_output().unwrap();
        feeder.join().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{binary}: {stderr}");
        assert!(
            stderr.starts_with(&format!("{binary}: cannot write the output: "))
                && stderr.ends_with('\n')
                && stderr.lines().count() == 1,
            "{binary}: {stderr:?}"
        );
        checked += 1;
    }
    assert!(checked > 30, "only {checked} binaries checked");
}

/// The inputs that once ran for minutes or took hundreds of megabytes, each under a
/// 256 MiB address-space limit (the common judge limit) with a generous time limit that
/// only a hang would reach: each must answer, or refuse with one line and status 2.
#[test]
fn pathological_inputs_end_within_their_bounds() {
    let random_moves = {
        let mut rng = grundy::oracles::rng::Rng::new(5);
        let moves: Vec<String> = (0..1000)
            .map(|_| rng.range(1, 10_000).to_string())
            .collect();
        moves.join(" ")
    };
    let complete_dag = {
        let n = 1000;
        let mut text = format!("{n}\n");
        for v in 0..n {
            text.push_str(&(n - 1 - v).to_string());
            for w in v + 1..n {
                text.push_str(&format!(" {w}"));
            }
            text.push('\n');
        }
        text + "2 0 1\n1 999\n0\n"
    };
    let cases: [(&str, Vec<String>, String, i32, &str); 7] = [
        // One heap of 10^8 with S = {1}: 392 MB once; the period answers it.
        ("s-nim", vec![], "1 1\n1\n1 100000000\n0\n".into(), 0, "L\n"),
        // 1000 moves up to 10^4 and a heap near 2^64: 58.7 s once; now refused.
        (
            "s-nim",
            vec![],
            format!("1000 {random_moves}\n1\n1 18446744073709551000\n0\n"),
            2,
            "",
        ),
        // Every move from 1 to 10^5 and a large heap: 28 s once.
        (
            "s-nim",
            vec![],
            format!(
                "100000 {}\n1\n1 18446744073709551000\n0\n",
                (1..=100_000)
                    .map(|m| m.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            ),
            2,
            "",
        ),
        // A complete acyclic graph on 1000 vertices: 2.6 s at 1400 once.
        // (Vertex v has value 999 − v: tokens on 0 and 1 win, one on 999 loses.)
        ("token-game", vec![], complete_dag, 0, "WIN\nLOSE\n"),
        // table with 10^5 moves, 1000 random moves, and octal codes of thousands of digits:
        // 45 s, 30 s, 185 s and minutes once.
        (
            "table",
            std::iter::once("subtraction".to_string())
                .chain((1..=100_000).map(|m| m.to_string()))
                .collect(),
            String::new(),
            2,
            "",
        ),
        (
            "table",
            std::iter::once("subtraction".to_string())
                .chain(random_moves.split(' ').map(String::from))
                .collect(),
            String::new(),
            2,
            "",
        ),
        (
            "table",
            vec!["octal".into(), format!("0.{}", "4".repeat(16_384))],
            String::new(),
            0,
            "",
        ),
    ];
    for (binary, args, input, status, stdout) in cases {
        let mut command = common::under_memory(binary, 262_144);
        command.args(&args);
        // A generous limit that only a hang would reach.
        let output = common::launch(command, common::Input::Fed(input.as_bytes()), HANG)
            .unwrap_or_else(|e| panic!("{e}"));
        let stderr = String::from_utf8_lossy(&output.stderr);
        let what = format!("{binary} {}", args.first().map_or("", String::as_str));
        assert_eq!(output.status, Some(status), "{what}: {stderr}");
        if status == 2 {
            assert_eq!(stderr.lines().count(), 1, "{what}: {stderr}");
        } else {
            assert_eq!(stderr, "", "{what}");
        }
        if !stdout.is_empty() {
            assert_eq!(String::from_utf8_lossy(&output.stdout), stdout, "{what}");
        }
    }
}

/// Runs `script` (`sh -c`, with `$0` the binary's path and `$1` the extra argument) under the
/// hang guard, stdin closed for the shell unless the script redirects it.
fn shell(binary: &str, script: &str, argument: &str) -> common::Outcome {
    let mut command = Command::new("sh");
    command
        .arg("-c")
        .arg(script)
        .arg(binary_path(binary))
        .arg(argument);
    common::launch(command, common::Input::Closed, HANG).unwrap_or_else(|e| panic!("{e}"))
}

/// A temporary file holding `text`, named after the test and the process.
fn temporary(name: &str, text: &[u8]) -> std::path::PathBuf {
    let path = std::env::temp_dir().join(format!("grundy-{name}-{}", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path
}

/// A stdin that cannot be read (closed, or opened for writing only) is not an empty input:
/// one line and status 2, for a format that accepts an empty input too.
#[test]
fn an_unreadable_stdin_is_an_error() {
    let target = temporary("write-only", b"");
    let target = target.to_string_lossy();
    for binary in ["bishi35", "crosses", "wythoff", "lc292"] {
        for (how, script) in [
            ("closed", r#"exec "$0" <&-"#),
            ("write-only", r#"exec "$0" 0>>"$1""#),
        ] {
            let output = shell(binary, script, &target);
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert_eq!(output.status, Some(2), "{binary}, {how}: {stderr}");
            assert!(
                stderr.starts_with(&format!("{binary}: cannot read "))
                    && stderr.lines().count() == 1
                    && stderr.ends_with('\n'),
                "{binary}, {how}: {stderr:?}"
            );
            assert_eq!(output.stdout, b"", "{binary}, {how}");
        }
    }
    std::fs::remove_file(&*target).ok();
    // An empty stdin that can be read is read, as before.
    let output = shell("crosses", r#"exec "$0" </dev/null"#, "");
    assert_eq!((output.status, output.stderr), (Some(0), Vec::new()));
}

/// An input file that is also the output (`crosses < f >> f`, or `crosses f >> f`) would
/// read its own answers back without end: refused at once, one line and status 2, the file
/// left as it was. A file emptied by `>` has nothing left to read and is no such loop.
#[test]
fn an_input_that_is_also_the_output_is_refused() {
    for script in [r#"exec "$0" <"$1" >>"$1""#, r#"exec "$0" "$1" >>"$1""#] {
        let path = temporary("own-output", b"1\n2\n3\n");
        let output = shell("crosses", script, &path.to_string_lossy());
        assert_eq!(
            (
                output.status,
                String::from_utf8_lossy(&output.stderr).as_ref()
            ),
            (Some(2), "crosses: input file is output file\n"),
            "{script}"
        );
        assert_eq!(std::fs::read(&path).unwrap(), b"1\n2\n3\n", "{script}");
        let emptied = shell(
            "crosses",
            r#"exec "$0" <"$1" >"$1""#,
            &path.to_string_lossy(),
        );
        assert_eq!((emptied.status, emptied.stderr), (Some(0), Vec::new()));
        std::fs::remove_file(&path).ok();
    }
}

/// Text after the format's end (a closing 0, or T cases) is no error: every case is
/// answered, status 0, and one line on stderr says what was left unread and where, for the
/// formats that end in a count of cases, a closing 0 and a graph's last edge alike.
#[test]
fn text_after_the_format_is_ignored_with_one_line() {
    let cases: [(&str, &str, &str, &str); 6] = [
        (
            "bishi35",
            "2\n3 2\n4 3\n5 5\n",
            "NO\nNO\n",
            "ignored what follows the 2 cases, from line 4, column 1: \"5\"",
        ),
        (
            "fibonacci-nim",
            "2\n0\n0 1e9\n",
            "Second win\n",
            "ignored what follows the closing 0, from line 3, column 1: \"0\"",
        ),
        (
            "fibonacci-sg",
            "1 1 1\n0 0 0\nx",
            "Fibo\n",
            "ignored what follows the closing 0 0 0, from line 3, column 1: \"x\"",
        ),
        (
            "graph-game",
            "2 1\n1 2\n3 4\n",
            "WIN\nLOSE\n",
            "ignored what follows the last edge, from line 3, column 1: \"3\"",
        ),
        (
            "shiritori",
            "1\nabcd\nabc\n",
            "Takahashi\n",
            "ignored what follows the 1 word, from line 3, column 1: \"abc\"",
        ),
        (
            "s-nim",
            "1 1\n1\n1 2\n0\n\n\t é\n",
            "L\n",
            "ignored what follows the closing 0, from line 6, column 3: \"é\"",
        ),
    ];
    for (binary, input, stdout, ignored) in cases {
        let output = common::run(binary, &[], input.as_bytes());
        assert_eq!(
            (
                output.status,
                String::from_utf8_lossy(&output.stdout).as_ref(),
                String::from_utf8_lossy(&output.stderr).as_ref()
            ),
            (Some(0), stdout, format!("{binary}: {ignored}\n").as_str()),
            "{binary}"
        );
    }
    // A fault inside the cases is still one.
    let output = common::run("bishi35", &[], b"2\n3 2\nx 3\n5\n");
    assert_eq!(output.status, Some(2));
}
