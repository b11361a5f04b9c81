//! The command line of every binary (issue 16): `--help`/`-h` prints the problem and its
//! first sample without reading stdin, a FILE argument reads that file as stdin would be
//! read, any other argument is one line and status 2; and empty input is answered only
//! where the format admits no cases.

mod common;

use common::{
    binaries, binary_path, launch, run, run_unfed, samples, show, Input, Outcome, Sample,
};
use std::process::Command;
use std::time::Duration;

/// Generous, for a loaded two-core machine: `--help` takes milliseconds.
const LIMIT: Duration = Duration::from_secs(20);

/// Whether an input with no case is valid for `binary`: its spec's layout reads "until the
/// end of input" (or a terminator the end of input may replace, docs/run-contract.md), and
/// no cases is answered with nothing.
fn empty_is_valid(binary: &str) -> bool {
    let spec = grundy::specs::named(binary).unwrap_or_else(|| panic!("{binary} has no spec"));
    spec.layout.empty_is_valid()
}

/// The binaries that read stdin (all but the argument-driven `table`).
fn stdin_binaries() -> Vec<String> {
    binaries().into_iter().filter(|b| b != "table").collect()
}

fn first_sample(binary: &str) -> Sample {
    let all = samples(binary).unwrap_or_else(|e| panic!("{e}"));
    all.into_iter()
        .find(|s| s.name == format!("{binary}/sample-1"))
        .unwrap_or_else(|| panic!("{binary}: no sample-1"))
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Exactly one line on stderr that starts with `<binary>: `, status 2 and nothing on stdout.
fn one_line_refusal(binary: &str, what: &str, outcome: &Outcome) -> Result<String, String> {
    let stderr = text(&outcome.stderr);
    let one_line = stderr.ends_with('\n') && stderr.lines().count() == 1;
    if outcome.status != Some(2)
        || !outcome.stdout.is_empty()
        || !one_line
        || !stderr.starts_with(&format!("{binary}: "))
    {
        return Err(format!(
            "{binary} {what}: exit {:?}\n--- stdout\n{}--- stderr\n{stderr}",
            outcome.status,
            show(&outcome.stdout)
        ));
    }
    Ok(stderr)
}

fn report(failures: Vec<String>) {
    assert!(
        failures.is_empty(),
        "{} failures:\n\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// `--help` and `-h`: status 0, the text on stdout and nothing on stderr, with stdin a pipe
/// that never delivers (and, separately, closed); the text holds the first sample, input
/// and output as the sample files have them (for `table`, its command line), and the judge
/// problems of its spec with their stated limits.
#[test]
fn help_prints_the_problem_and_the_first_sample_without_reading_stdin() {
    let mut failures = Vec::new();
    for binary in binaries() {
        let sample = first_sample(&binary);
        let example = if sample.args.is_empty() {
            format!(
                "Example input:\n{}\nExample output:\n{}",
                text(&sample.stdin),
                text(&sample.stdout)
            )
        } else {
            format!("{binary} {}", sample.args.join(" "))
        };
        for flag in ["--help", "-h"] {
            let unfed = run_unfed(&binary, &[flag], LIMIT);
            let mut command = Command::new(binary_path(&binary));
            command.arg(flag);
            let closed = launch(command, Input::Closed, LIMIT);
            for (stdin, outcome) in [("unfed", unfed), ("closed", closed)] {
                let outcome = match outcome {
                    Ok(outcome) => outcome,
                    Err(problem) => {
                        failures.push(problem);
                        continue;
                    }
                };
                let help = text(&outcome.stdout);
                // Each judge problem the spec names, with the limits its statement sets.
                let judges = grundy::specs::named(&binary).map_or(&[][..], |spec| spec.judges);
                let named = judges
                    .iter()
                    .all(|judge| help.contains(&judge.full()) && help.contains(judge.limits));
                if outcome.status != Some(0)
                    || !outcome.stderr.is_empty()
                    || !help.contains(&example)
                    || !named
                {
                    failures.push(format!(
                        "{binary} {flag}, stdin {stdin}: exit {:?}\n--- stdout\n{help}--- must \
                         contain\n{example}\n--- stderr\n{}",
                        outcome.status,
                        show(&outcome.stderr)
                    ));
                }
            }
        }
    }
    report(failures);
}

/// `table GAME --help` is the help too, not an error.
#[test]
fn table_prints_its_help_after_a_game_too() {
    let alone = run("table", &["--help".into()], b"");
    let after_a_game = run("table", &["wythoff".into(), "--help".into()], b"");
    assert_eq!(
        after_a_game.status,
        Some(0),
        "{}",
        show(&after_a_game.stderr)
    );
    assert!(!alone.stdout.is_empty());
    assert_eq!(after_a_game.stdout, alone.stdout);
}

/// `table … --svg FILE` prints the same table, says where the picture went, and draws one
/// mark per row (the lost ones red) or per cell of the grid (the lost ones black).
#[test]
fn table_draws_what_it_prints_with_svg() {
    let folder = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let games: [(&[&str], &str, &str); 3] = [
        (
            &["subtraction", "1", "3", "4", "--upto", "20"],
            "class=\"value\"",
            "#c0392b",
        ),
        (
            &["octal", "0.07", "--upto", "40"],
            "class=\"value\"",
            "#c0392b",
        ),
        (
            &["wythoff", "--upto", "9"],
            "class=\"cell\"",
            "fill=\"black\"",
        ),
    ];
    for (game, mark, lost_mark) in games {
        let args: Vec<String> = game.iter().map(|a| a.to_string()).collect();
        let plain = run("table", &args, b"");
        let file = folder.join(format!("table-{}.svg", game[0]));
        let _ = std::fs::remove_file(&file);
        let mut drawn_args = args.clone();
        drawn_args.extend(["--svg".to_string(), file.display().to_string()]);
        let drawn = run("table", &drawn_args, b"");
        assert_eq!(drawn.status, Some(0), "{game:?}: {}", show(&drawn.stderr));
        let said = format!("picture written to {}\n", file.display());
        assert_eq!(text(&drawn.stdout), text(&plain.stdout) + &said, "{game:?}");
        let picture = std::fs::read_to_string(&file).unwrap();
        let shown = text(&plain.stdout);
        let (marks, lost) = if game[0] == "wythoff" {
            // The grid's rows: "a  . P . …", one mark per cell.
            let rows = shown.lines().skip(2).take_while(|l| !l.starts_with("lost"));
            let cells: Vec<char> = rows.flat_map(|row| row.chars().skip(4)).collect();
            let count = |c| cells.iter().filter(|&&x| x == c).count();
            (count('P') + count('.'), count('P'))
        } else {
            let rows: Vec<&str> = shown
                .lines()
                .filter(|l| l.ends_with(" P") || l.ends_with(" N"))
                .collect();
            (
                rows.len(),
                rows.iter().filter(|l| l.ends_with(" P")).count(),
            )
        };
        assert!(0 < lost && lost < marks, "{game:?}: {lost} of {marks}");
        assert_eq!(picture.matches(mark).count(), marks, "{game:?}");
        assert_eq!(picture.matches(lost_mark).count(), lost, "{game:?}");
        assert!(picture.ends_with("</svg>\n"), "{game:?}");
    }
}

/// Every sample, valid or not, read from its file named on the command line (alone, or
/// after `--`) and from `-`: the same stdout, stderr and status as from stdin (the samples
/// test holds those to the files).
#[test]
fn a_path_argument_reads_that_file_as_stdin_is_read() {
    let mut failures = Vec::new();
    for binary in stdin_binaries() {
        let dir = common::root().join("samples").join(&binary);
        for sample in samples(&binary).unwrap_or_else(|e| panic!("{e}")) {
            let stem = sample.name.rsplit('/').next().unwrap();
            let path = dir.join(format!("{stem}.in"));
            let from_stdin = run(&binary, &[], &sample.stdin);
            let path = path.display().to_string();
            // The path alone, the path after `--`, and `-` for stdin itself.
            for (how, from_file) in [
                ("PATH", run(&binary, std::slice::from_ref(&path), b"")),
                ("-- PATH", run(&binary, &["--".into(), path.clone()], b"")),
                ("-", run(&binary, &["-".into()], &sample.stdin)),
            ] {
                if (from_file.status, &from_file.stdout, &from_file.stderr)
                    != (from_stdin.status, &from_stdin.stdout, &from_stdin.stderr)
                {
                    failures.push(format!(
                        "{} read as `{how}`: exit {:?}, from stdin {:?}\n--- stdout ({how})\n{}\
                         --- stdout (stdin)\n{}--- stderr ({how})\n{}--- stderr (stdin)\n{}",
                        sample.name,
                        from_file.status,
                        from_stdin.status,
                        show(&from_file.stdout),
                        show(&from_stdin.stdout),
                        show(&from_file.stderr),
                        show(&from_stdin.stderr)
                    ));
                }
            }
        }
    }
    report(failures);
}

/// A path that cannot be read (missing, or a folder): one line naming it and the OS error.
#[test]
fn an_unreadable_path_is_one_line_naming_it() {
    let missing = common::root().join("samples/no-such-file.in");
    let folder = common::root().join("samples");
    let mut failures = Vec::new();
    for binary in stdin_binaries() {
        for path in [&missing, &folder] {
            let path = path.display().to_string();
            let outcome = run_unfed(&binary, &[&path], LIMIT).unwrap_or_else(|e| panic!("{e}"));
            match one_line_refusal(&binary, &path, &outcome) {
                Ok(line) if line.contains(&path) && line.contains("(os error ") => {}
                Ok(line) => failures.push(format!("{binary} {path}: {line}")),
                Err(problem) => failures.push(problem),
            }
        }
    }
    report(failures);
}

/// An unknown option, or more than one path: one line, status 2, without reading stdin;
/// the stdin binaries' line says what is accepted.
#[test]
fn any_other_argument_is_one_line_and_status_2() {
    let sample = common::root().join("samples/nim/sample-1.in");
    let sample = sample.display().to_string();
    let mut failures = Vec::new();
    for binary in binaries() {
        for args in [
            vec!["--foo"],
            vec!["-x"],
            vec![sample.as_str(), sample.as_str()],
            vec![sample.as_str(), "--upto"],
        ] {
            let what = args.join(" ");
            let outcome = match run_unfed(&binary, &args, LIMIT) {
                Ok(outcome) => outcome,
                Err(problem) => {
                    failures.push(problem);
                    continue;
                }
            };
            match one_line_refusal(&binary, &what, &outcome) {
                Ok(line) if binary == "table" || line.contains("at most one FILE") => {}
                Ok(line) => failures.push(format!("{binary} {what}: {line}")),
                Err(problem) => failures.push(problem),
            }
        }
    }
    report(failures);
}

/// Empty input (and input of blanks only): answered with nothing where the format reads
/// until the end of input; elsewhere one line that says what was expected, found at the
/// end of the input (a LeetCode input holds at least one case, as LeetCode's panel does).
#[test]
fn empty_input_is_answered_only_where_no_cases_is_valid() {
    let mut failures = Vec::new();
    for binary in stdin_binaries() {
        for input in [&b""[..], b"\n \n"] {
            let what = format!("on {:?}", text(input));
            let outcome = run(&binary, &[], input);
            if empty_is_valid(&binary) {
                if (outcome.status, &outcome.stdout[..], &outcome.stderr[..]) != (Some(0), b"", b"")
                {
                    failures.push(format!(
                        "{binary} {what}: exit {:?}, stdout {:?}, stderr {:?}",
                        outcome.status,
                        text(&outcome.stdout),
                        text(&outcome.stderr)
                    ));
                }
                continue;
            }
            match one_line_refusal(&binary, &what, &outcome) {
                Ok(line)
                    if line.contains(": expected ") && line.ends_with(", found end of input\n") => {
                }
                Ok(line) => failures.push(format!("{binary} {what}: {line}")),
                Err(problem) => failures.push(problem),
            }
        }
    }
    report(failures);
}

/// Every binary that reads stdin has one spec (`grundy::specs`), and every spec a binary.
#[test]
fn every_binary_has_one_spec() {
    let mut specs: Vec<&str> = grundy::specs::all().map(|spec| spec.name).collect();
    specs.sort_unstable();
    assert_eq!(specs, stdin_binaries());
}
