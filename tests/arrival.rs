//! The same answers however the input arrives: every binary on every one of its samples,
//! with each read of standard input cut to 1, 2, 3, 63, 64, 65, 4095, 4096, 4097 and 65537
//! bytes (`GRUNDY_READ_SIZE`, see `io::Input`), must print exactly the sample's stdout and
//! stderr and exit as the sample says. The sizes put token ends on every side of the
//! scanner's lookahead (80 bytes), the batch parser's 64-byte blocks and 4 KiB index, and
//! its 64 KiB buffer. (`cargo xtask stress` does the same with generated inputs.)

mod common;

use common::{binaries, run_from_file, run_with, samples, Sample};

const READ_SIZES: [&str; 10] = [
    "1", "2", "3", "63", "64", "65", "4095", "4096", "4097", "65537",
];

/// Every binary with each of its samples that reads standard input (not its arguments).
fn stdin_samples() -> Vec<(String, Sample)> {
    let mut all = Vec::new();
    for binary in binaries() {
        for sample in samples(&binary).expect("the samples test checks the folders") {
            if sample.args.is_empty() {
                all.push((binary.clone(), sample));
            }
        }
    }
    all
}

/// Fails with every difference found, or when nothing was run.
fn assert_alike(runs: usize, failures: &[String]) {
    assert!(runs > 0, "no samples were run");
    assert!(
        failures.is_empty(),
        "{} runs differ:\n\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The switches these tests set are compiled into the binaries they run (the feature
/// `test-switches`, which `cargo test` turns on): else every run here would be the plain
/// one, and the tests would pass whatever the reads or the parser did.
#[test]
fn the_binaries_under_test_obey_the_switches() {
    for (name, value) in [("GRUNDY_READ_SIZE", "0"), ("GRUNDY_BATCH", "avx2")] {
        let outcome = run_with("nim", &[], b"1\n1\n1\n", &[(name, value)]);
        assert_eq!(outcome.status, Some(2), "{name}={value} was not refused");
        let message = String::from_utf8_lossy(&outcome.stderr);
        assert!(message.contains(name), "{name}={value}: {message}");
    }
}

#[test]
fn every_sample_reads_alike_whatever_the_read_sizes() {
    let mut failures = Vec::new();
    let mut runs = 0;
    for (binary, sample) in stdin_samples() {
        for size in READ_SIZES {
            let outcome = run_with(&binary, &[], &sample.stdin, &[("GRUNDY_READ_SIZE", size)]);
            runs += 1;
            if let Err(difference) = sample.check(&outcome) {
                let name = &sample.name;
                failures.push(format!("{name} read {size} bytes at a time: {difference}"));
            }
        }
    }
    assert_alike(runs, &failures);
}

/// Every binary on every sample, given as a file of 300 KiB or more (the sample after a run
/// of blank lines, or before one; the first moves the line numbers of its errors on, and
/// both cross the scanner's 64 KiB buffer several times), on stdin and as the FILE
/// argument, must answer exactly as the same bytes through a pipe do.
#[test]
fn a_file_reads_as_a_pipe_does() {
    let folder = std::env::temp_dir().join(format!("grundy-arrival-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let mut failures = Vec::new();
    let mut runs = 0;
    for (binary, sample) in stdin_samples() {
        for blank_first in [true, false] {
            // Lines of blanks (a few spaces each, and CRLF) up to 300 KiB, then enough
            // spaces to end the file on a page's end.
            let mut blanks = b"  \r\n".repeat(300 * 1024 / 4);
            let whole = blanks.len() + sample.stdin.len();
            blanks.resize(blanks.len() + (4096 - whole % 4096) % 4096, b' ');
            let input = if blank_first {
                [blanks.as_slice(), &sample.stdin].concat()
            } else {
                [sample.stdin.as_slice(), &blanks].concat()
            };
            let file_name = format!("{}-{blank_first}", sample.name.replace('/', "-"));
            let path = folder.join(file_name);
            std::fs::write(&path, &input).unwrap();
            let piped = run_with(&binary, &[], &input, &[]);
            let argument = [path.to_string_lossy().into_owned()];
            let runs_of_file = [
                (
                    "stdin from the file",
                    run_from_file(&binary, &[], &path, &[]),
                ),
                ("the FILE argument", run_with(&binary, &argument, b"", &[])),
            ];
            for (how, outcome) in runs_of_file {
                runs += 1;
                let same = outcome.status == piped.status
                    && outcome.stdout == piped.stdout
                    && outcome.stderr == piped.stderr;
                if !same {
                    let (name, stderr) = (&sample.name, String::from_utf8_lossy(&outcome.stderr));
                    let piped_stderr = String::from_utf8_lossy(&piped.stderr);
                    failures.push(format!(
                        "{name} (blank lines first: {blank_first}) read through {how}: \
                         exit {:?}, stderr {stderr:?}; through a pipe: exit {:?}, stderr \
                         {piped_stderr:?}",
                        outcome.status, piped.status
                    ));
                }
            }
            std::fs::remove_file(&path).unwrap();
        }
    }
    std::fs::remove_dir(&folder).ok();
    assert_alike(runs, &failures);
}

/// The batch parser and the token path answer alike (`GRUNDY_BATCH=off` turns the batch
/// off; on a processor without AVX2 every run takes the token path, and the test says so):
/// bishi34, bishi35, bishi36 and wythoff, which read their cases in groups; on
/// 20 000 random cases whose numbers have 1 to 10 digits (the judges') or 1 to 20, drawn
/// number by number, among them zeros and u64::MAX, against the library's one-case rules.
#[test]
fn the_batch_and_the_token_path_answer_alike() {
    use grundy::games::{bash, diamonds, wythoff};
    use grundy::oracles::rng::Rng;
    let mut rng = Rng::new(35);
    let number = |rng: &mut Rng| match rng.range(0, 200) {
        0 => 0,
        1 => u64::MAX,
        2..=100 => rng.digit_uniform(10, 1_000_000_000),
        _ => rng.digit_uniform(20, u64::MAX),
    };
    let cases = 20_000;
    let mut inputs = [(); 4].map(|()| format!("{cases}\n"));
    inputs[3].clear(); // wythoff reads pairs to the end, with no count
    let mut answers = [(); 4].map(|()| String::new());
    let verdict = |wins: bool, [yes, no]: [&'static str; 2]| if wins { yes } else { no };
    for _ in 0..cases {
        let (stones, most) = (number(&mut rng), number(&mut rng));
        let least = number(&mut rng).max(1);
        inputs[0] += &format!("{stones}\n");
        answers[0] += verdict(diamonds::first_player_wins(stones), ["Alice\n", "Bob\n"]);
        inputs[1] += &format!("{stones} {most}\n");
        answers[1] += verdict(bash::first_player_wins(stones, most), ["YES\n", "NO\n"]);
        inputs[2] += &format!("{stones} {least} {most}\n");
        let wins = bash::range_first_player_wins(stones, least, most);
        answers[2] += verdict(wins, ["YES\n", "NO\n"]);
        inputs[3] += &format!("{stones} {most}\n");
        answers[3] += verdict(wythoff::first_player_wins(stones, most), ["1\n", "0\n"]);
    }
    #[cfg(target_arch = "x86_64")]
    if !std::is_x86_feature_detected!("avx2") {
        eprintln!("NOT COMPARED: no AVX2 on this processor, so both runs take the token path");
    }
    let binaries = ["bishi34", "bishi35", "bishi36", "wythoff"];
    for ((binary, input), answers) in binaries.into_iter().zip(inputs).zip(answers) {
        for batch in ["on", "off"] {
            let outcome = run_with(binary, &[], input.as_bytes(), &[("GRUNDY_BATCH", batch)]);
            assert_eq!(outcome.status, Some(0), "{binary}, batch {batch}");
            assert!(
                outcome.stdout == answers.as_bytes(),
                "{binary}, batch {batch}"
            );
        }
    }
}
