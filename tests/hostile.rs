//! The run contract (docs/run-contract.md) on hostile input, for every binary: a new binary joins
//! automatically through its samples.
//!
//! Each run must end within a time bound with status 0 (nothing on stderr, or one line
//! `<binary>: ignored what follows …` when text follows the format's end) or 2 (exactly one
//! stderr line `<binary>: line L, column C: expected …, found …`); never a panic, a signal or
//! a hang. Where the input is a sample cut at a token boundary, stdout must be a prefix of
//! the sample's answers. Seeds are fixed: a failure is reproducible from its message.

mod common;

use common::{binaries, binary_path, launch, samples, show, under_memory, Input, Outcome, Sample};
use grundy::oracles::rng::Rng;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Duration;

/// Generous, for a loaded two-core CI machine; the inputs here take milliseconds.
const TIME_LIMIT: Duration = Duration::from_secs(20);

/// Runs `binary` on `input` under the time limit.
fn run(binary: &str, input: &[u8]) -> Result<Outcome, String> {
    launch(
        Command::new(binary_path(binary)),
        Input::Fed(input),
        TIME_LIMIT,
    )
}

/// Checks one run against the contract; `answers`, when given, are what stdout must be a
/// prefix of.
fn check(
    binary: &str,
    what: &str,
    input: &[u8],
    answers: Option<&[u8]>,
) -> Result<Outcome, String> {
    let outcome = run(binary, input)?;
    let fail = |problem: &str| {
        Err(format!(
            "{binary}, {what}: {problem}\n--- input ({} bytes)\n{}\n--- stdout\n{}--- stderr\n{}",
            input.len(),
            show(input),
            show(&outcome.stdout),
            show(&outcome.stderr)
        ))
    };
    match outcome.status {
        Some(0) => {
            if let Err(problem) = quiet_or_ignored(binary, &outcome.stderr) {
                return fail(&problem);
            }
        }
        Some(2) => {
            if let Err(problem) = contract_line(binary, &outcome.stderr) {
                return fail(&problem);
            }
            // The answers before a fault are whole lines: none cut off by the fault.
            if !outcome.stdout.is_empty() && !outcome.stdout.ends_with(b"\n") {
                return fail("stdout before the fault ends inside a line");
            }
        }
        other => return fail(&format!("status {other:?} (a panic is 101, a signal None)")),
    }
    if let Some(answers) = answers {
        if !answers.starts_with(&outcome.stdout) {
            return fail("stdout is not a prefix of the sample's answers");
        }
    }
    Ok(outcome)
}

/// The one line `stderr` holds, without its line break.
fn one_line(stderr: &[u8]) -> Result<&str, String> {
    let text = std::str::from_utf8(stderr).map_err(|_| "stderr is not UTF-8".to_string())?;
    let line = text
        .strip_suffix('\n')
        .ok_or("stderr does not end in one line break")?;
    if line.contains('\n') {
        return Err("more than one line on stderr".into());
    }
    Ok(line)
}

/// Exactly one line: `<binary>: line L, column C: expected …, found …`.
fn contract_line(binary: &str, stderr: &[u8]) -> Result<(), String> {
    let rest = one_line(stderr)?
        .strip_prefix(&format!("{binary}: line "))
        .ok_or("stderr does not start with `<binary>: line `")?;
    let (line_number, rest) = rest.split_once(", column ").ok_or("no `, column `")?;
    let (column, message) = rest.split_once(": expected ").ok_or("no `: expected `")?;
    let numeric =
        |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) && !s.starts_with('0');
    if !numeric(line_number) || !numeric(column) {
        return Err("line and column must be positive numbers".into());
    }
    if !message.contains(", found ") {
        return Err("no `, found `".into());
    }
    Ok(())
}

/// The stderr of a run with status 0: empty, or exactly one line
/// `<binary>: ignored what follows …, from line L, column C: …` (text after the format's end).
fn quiet_or_ignored(binary: &str, stderr: &[u8]) -> Result<(), String> {
    if stderr.is_empty() {
        return Ok(());
    }
    let line = one_line(stderr)?;
    let rest = line
        .strip_prefix(&format!("{binary}: ignored what follows "))
        .ok_or("status 0 with a line on stderr that is not `<binary>: ignored what follows …`")?;
    let (_, place) = rest.split_once(", from line ").ok_or("no `, from line `")?;
    let (line_number, rest) = place.split_once(", column ").ok_or("no `, column `")?;
    let (column, found) = rest
        .split_once(": ")
        .ok_or("no `: ` before what was found")?;
    let numeric =
        |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) && !s.starts_with('0');
    if !numeric(line_number) || !numeric(column) || !found.starts_with('"') {
        return Err(format!("a malformed `ignored` line: {line:?}"));
    }
    Ok(())
}

/// The valid stdin samples of a binary: inputs whose complete answers are known.
fn valid_samples(binary: &str) -> Vec<Sample> {
    let all = samples(binary).expect("readable samples");
    let valid = |s: &Sample| s.args.is_empty() && !s.error;
    all.into_iter().filter(valid).collect()
}

/// Runs `body` for every binary that reads stdin (those whose samples are `.in` files),
/// two at a time, and gathers the failures.
fn for_every_binary(body: fn(&str) -> Vec<String>) {
    let names: Vec<String> = binaries()
        .into_iter()
        .filter(|b| samples(b).map_or(true, |all| all.iter().any(|s| s.args.is_empty())))
        .collect();
    let failures: Vec<String> = std::thread::scope(|scope| {
        let halves: Vec<_> = names
            .chunks((names.len() + 1) / 2)
            .map(|share| {
                scope.spawn(move || share.iter().flat_map(|b| body(b)).collect::<Vec<_>>())
            })
            .collect();
        halves.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    assert!(
        failures.is_empty(),
        "{} failures; the first:\n{}",
        failures.len(),
        failures.first().unwrap()
    );
}

fn collect(results: impl IntoIterator<Item = Result<Outcome, String>>) -> Vec<String> {
    results.into_iter().filter_map(Result::err).collect()
}

/// Where `every_sample_cut_short` cuts an input of `length` bytes: everywhere in one
/// of up to `EVERY_CUT` bytes; in a longer one (a sample at a judge's largest answer) every
/// byte of its first and last `EVERY_CUT / 2`, and as many seeded places in between, since
/// each cut is a process launched.
fn cuts(length: usize) -> Vec<usize> {
    const EVERY_CUT: usize = 2048;
    if length <= EVERY_CUT {
        return (0..=length).collect();
    }
    let edge = EVERY_CUT / 2;
    let mut rng = Rng::new(length as u64);
    let middle = (0..edge).map(|_| rng.range(edge as u64, (length - edge) as u64) as usize);
    let mut cuts: Vec<usize> = (0..edge)
        .chain(middle)
        .chain(length - edge..=length)
        .collect();
    cuts.sort_unstable();
    cuts.dedup();
    cuts
}

#[test]
fn every_sample_cut_short() {
    for_every_binary(|binary| {
        let mut results = Vec::new();
        for sample in valid_samples(binary) {
            let input = &sample.stdin;
            for cut in cuts(input.len()) {
                // A cut next to whitespace leaves every token whole: the answers so far are
                // the sample's. Elsewhere the last number changes, and only the contract holds.
                let whole_tokens = cut == input.len()
                    || input[cut].is_ascii_whitespace()
                    || (cut > 0 && input[cut - 1].is_ascii_whitespace());
                let answers = whole_tokens.then_some(sample.stdout.as_slice());
                let what = format!("{} cut at byte {cut}", sample.name);
                results.push(check(binary, &what, &input[..cut], answers));
            }
        }
        collect(results)
    });
}

#[test]
fn samples_with_a_byte_replaced_inserted_or_deleted() {
    for_every_binary(|binary| {
        let mut rng = Rng::new(0x5eed);
        let alphabet = b"0123456789 \n\t\r-+x\0\xff9";
        let mut results = Vec::new();
        for sample in valid_samples(binary) {
            let input = &sample.stdin;
            for round in 0..40 {
                let mut mutated = input.clone();
                let at = rng.range(0, input.len() as u64) as usize;
                let byte = alphabet[rng.range(0, alphabet.len() as u64 - 1) as usize];
                let kind = match round % 3 {
                    0 if at < mutated.len() => {
                        mutated[at] = byte;
                        "replaced"
                    }
                    2 if at < mutated.len() => {
                        mutated.remove(at);
                        "deleted"
                    }
                    _ => {
                        mutated.insert(at, byte);
                        "inserted"
                    }
                };
                let what = format!("{} with byte {at} {kind} ({byte:#04x})", sample.name);
                results.push(check(binary, &what, &mutated, None));
            }
        }
        collect(results)
    });
}

#[test]
fn random_bytes() {
    for_every_binary(|binary| {
        let mut rng = Rng::new(0xb17e5);
        let alphabets: [&[u8]; 3] = [b"0123456789 \n", b"0123456789 \n\t\r-x\0", &[]];
        let mut results = Vec::new();
        for round in 0..60 {
            let alphabet = alphabets[round % 3];
            let length = rng.range(0, 400) as usize;
            let input: Vec<u8> = (0..length)
                .map(|_| match alphabet {
                    [] => rng.range(0, 255) as u8,
                    letters => letters[rng.range(0, letters.len() as u64 - 1) as usize],
                })
                .collect();
            results.push(check(
                binary,
                &format!("random input {round}"),
                &input,
                None,
            ));
        }
        collect(results)
    });
}

/// Each number of a sample (up to its first eight) replaced by edge values: the largest u64,
/// one more, 10^30, signs, and a 7 with 0 to 25 leading zeros. The first token takes all of
/// them; each later one four, drawn with a fixed seed, to keep the run count down (every
/// run is a process launched, and the samples of one binary repeat its positions).
#[test]
fn numbers_at_the_edges() {
    for_every_binary(|binary| {
        let edges: Vec<String> = [
            "18446744073709551615",
            "18446744073709551616",
            "1000000000000000000000000000000",
            "-0",
            "-1",
            "+1",
            "0",
        ]
        .iter()
        .map(|v| v.to_string())
        .collect();
        let padded = |zeros: &[usize]| -> Vec<String> {
            zeros
                .iter()
                .map(|&z| format!("{}7", "0".repeat(z)))
                .collect()
        };
        let all_zeros: Vec<usize> = (0..=25).collect();
        let mut rng = Rng::new(0xed6e);
        let mut results = Vec::new();
        for sample in valid_samples(binary) {
            let text = String::from_utf8_lossy(&sample.stdin).into_owned();
            let tokens: Vec<&str> = text.split_ascii_whitespace().collect();
            for position in 0..tokens.len().min(8) {
                let mut values: Vec<String> = edges.clone();
                if position == 0 {
                    values.extend(padded(&all_zeros));
                } else {
                    values.extend(padded(&[0, 1, 12, 25]));
                    let picked: Vec<usize> = (0..4)
                        .map(|_| rng.range(0, values.len() as u64 - 1) as usize)
                        .collect();
                    values = picked.into_iter().map(|i| values[i].clone()).collect();
                }
                for value in &values {
                    let mut changed = tokens.clone();
                    changed[position] = value;
                    let input = changed.join(" ") + "\n";
                    let what = format!("{} with token {position} = {value}", sample.name);
                    results.push(check(binary, &what, input.as_bytes(), None));
                }
            }
        }
        collect(results)
    });
}

/// Whitespace of every kind is whitespace: tabs, CRLF and runs of blanks give the same
/// answers; NUL bytes and multi-byte UTF-8 text are errors, reported in characters.
#[test]
fn tabs_carriage_returns_nul_and_utf8() {
    for_every_binary(|binary| {
        let mut results = Vec::new();
        for sample in valid_samples(binary) {
            let text = String::from_utf8_lossy(&sample.stdin).into_owned();
            for (what, variant) in [
                ("tabs", text.replace(' ', "\t")),
                ("CRLF", text.replace('\n', "\r\n")),
                (
                    "blank runs",
                    text.replace(' ', " \t  ").replace('\n', "\n\n \n"),
                ),
            ] {
                let what = format!("{} with {what}", sample.name);
                let outcome = check(binary, &what, variant.as_bytes(), Some(&sample.stdout));
                results.push(outcome.and_then(|run| {
                    if run.status == Some(0) && run.stdout == sample.stdout {
                        Ok(run)
                    } else {
                        Err(format!(
                            "{binary}, {what}: answers differ from the sample's"
                        ))
                    }
                }));
            }
            for (what, junk) in [("NUL", "\0"), ("UTF-8", "é１２"), ("emoji", "😀")] {
                let input = format!("{junk}{text}");
                let what = format!("{} after {what}", sample.name);
                results.push(
                    check(binary, &what, input.as_bytes(), None).and_then(|run| {
                        let expected = format!("{binary}: line 1, column 1: ");
                        if run.status == Some(2) && run.stderr.starts_with(expected.as_bytes()) {
                            Ok(run)
                        } else {
                            Err(format!(
                                "{binary}, {what}: not rejected at line 1, column 1"
                            ))
                        }
                    }),
                );
            }
        }
        collect(results)
    });
}

/// Input without end: zero bytes, `1`s or `a`s, as long as the binary reads. The first token
/// is wrong from its first byte, or from the 21st `1` (the value passes u64::MAX there),
/// or the text passes the most a LeetCode binary takes: each binary must stop reading and
/// report it, status 2 and one line, rather than read to an end that never comes.
#[test]
fn endless_input_is_refused_where_it_goes_wrong() {
    for_every_binary(|binary| {
        let mut results = Vec::new();
        for byte in [b'\0', b'1', b'a'] {
            let what = format!("an endless stream of {:?}", char::from(byte));
            let command = Command::new(binary_path(binary));
            results.push(launch(command, Input::Endless(byte), TIME_LIMIT).and_then(
                |outcome| match (outcome.status, contract_line(binary, &outcome.stderr)) {
                    (Some(2), Ok(())) => Ok(outcome),
                    (status, line) => Err(format!(
                        "{binary}, {what}: status {status:?} ({}), stderr {}",
                        line.err().unwrap_or_default(),
                        show(&outcome.stderr)
                    )),
                },
            ));
        }
        collect(results)
    });
}

#[test]
fn an_empty_input() {
    for_every_binary(|binary| collect([check(binary, "empty input", b"", Some(b""))]));
}

/// A first number of 10^18 (a count of cases or of items) followed by a sample's other
/// tokens: the binary must fail at the end of input without reserving room for 10^18, under
/// a 64 MiB address-space limit.
#[test]
fn a_huge_count_costs_no_memory() {
    for_every_binary(|binary| {
        let mut results = Vec::new();
        for sample in valid_samples(binary) {
            let text = String::from_utf8_lossy(&sample.stdin).into_owned();
            let mut tokens: Vec<&str> = text.split_ascii_whitespace().collect();
            if tokens.is_empty() {
                continue;
            }
            tokens[0] = "1000000000000000000";
            let input = tokens.join("\n") + "\n";
            let limited = under_memory(binary, 65_536);
            let limited = launch(limited, Input::Fed(input.as_bytes()), TIME_LIMIT);
            let what = format!("{} led by 10^18", sample.name);
            results.push(match limited {
                Ok(output) if matches!(output.status, Some(0) | Some(2)) => {
                    let ok = output.status == Some(0)
                        && quiet_or_ignored(binary, &output.stderr).is_ok()
                        || contract_line(binary, &output.stderr).is_ok();
                    if ok {
                        Ok(output)
                    } else {
                        Err(format!("{binary}, {what}: {}", show(&output.stderr)))
                    }
                }
                Ok(output) => Err(format!(
                    "{binary}, {what}: status {:?} under a 64 MiB limit: {}",
                    output.status,
                    show(&output.stderr)
                )),
                Err(e) => Err(format!("{binary}: {e}")),
            });
        }
        collect(results)
    });
}

/// A reader that is gone before the first answer: the binary ends quietly, status 0.
#[test]
fn a_closed_stdout_ends_every_binary_quietly() {
    for_every_binary(|binary| {
        let mut failures = Vec::new();
        for sample in valid_samples(binary)
            .into_iter()
            .filter(|s| !s.stdout.is_empty())
        {
            let mut child = Command::new(binary_path(binary))
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap();
            drop(child.stdout.take()); // the read end is closed: writes fail with EPIPE
            child.stdin.take().unwrap().write_all(&sample.stdin).ok();
            let output = child.wait_with_output().unwrap();
            if output.status.code() != Some(0) || !output.stderr.is_empty() {
                failures.push(format!(
                    "{}: status {:?}, stderr {}",
                    sample.name,
                    output.status.code(),
                    show(&output.stderr)
                ));
            }
        }
        failures
    });
}

/// The binaries that take arguments instead of stdin (the `table` explorer): any arguments,
/// however odd, end with status 0, or 2 and one line on stderr; never a panic.
#[test]
fn argument_binaries_on_hostile_arguments() {
    use std::ffi::OsString;
    use std::os::unix::ffi::OsStringExt;
    let takes_arguments: Vec<String> = binaries()
        .into_iter()
        .filter(|b| samples(b).is_ok_and(|all| all.iter().all(|s| !s.args.is_empty())))
        .collect();
    let mut rng = Rng::new(0xa265);
    let words = [
        "subtraction",
        "octal",
        "wythoff",
        "fibonacci-nim",
        "--upto",
        "--help",
        "0",
        "1",
        "7",
        "0.77",
        "0.8",
        "abc",
        "-1",
        "18446744073709551616",
        "100001",
        "",
        " ",
        "é",
    ];
    let mut failures = Vec::new();
    for binary in &takes_arguments {
        for round in 0..300 {
            let mut args: Vec<OsString> = (0..rng.range(0, 5))
                .map(|_| OsString::from(words[rng.range(0, words.len() as u64 - 1) as usize]))
                .collect();
            if round % 10 == 0 {
                args.push(OsString::from_vec(vec![0xff, b'1']));
            }
            let mut command = Command::new(binary_path(binary));
            command.args(&args);
            let output = launch(command, Input::Closed, TIME_LIMIT).unwrap();
            let ok = match output.status {
                Some(0) => output.stderr.is_empty(),
                Some(2) => {
                    let text = String::from_utf8_lossy(&output.stderr);
                    text.starts_with(&format!("{binary}: ")) && text.matches('\n').count() == 1
                }
                _ => false,
            };
            if !ok {
                failures.push(format!(
                    "{binary} {args:?}: status {:?}, stderr {}",
                    output.status,
                    show(&output.stderr)
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A file cut short while it is read as stdin ends the run by the contract, never by a
/// signal: wythoff reads 32 MB of pairs, and once its first answers show it is under way
/// (and, its stdout unread, soon blocked on a full pipe), the file is cut to 4 KiB. The
/// input ends where the cut leaves it: status 0, or 2 for a pair cut in half. (A reader
/// that mapped the file instead of reading it died of SIGBUS at its next page.)
#[test]
fn a_file_cut_short_while_it_is_read_ends_by_the_contract() {
    use std::io::Read;
    let path = std::env::temp_dir().join(format!("grundy-cut-{}", std::process::id()));
    std::fs::write(&path, b"123456 654321\n".repeat(32 << 20 >> 4)).unwrap();
    let file = std::fs::File::open(&path).unwrap();
    let mut child = Command::new(binary_path("wythoff"))
        .stdin(file)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 1];
    stdout.read_exact(&mut first).unwrap();
    std::fs::OpenOptions::new()
        .write(true)
        .open(&path)
        .unwrap()
        .set_len(4096)
        .unwrap();
    let mut rest = Vec::new();
    stdout.read_to_end(&mut rest).unwrap();
    let status = child.wait().unwrap();
    std::fs::remove_file(&path).ok();
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    assert!(
        matches!(status.code(), Some(0 | 2)),
        "ended by {status:?}: {stderr}"
    );
}
