//! The same answers however the input arrives: every binary on every one of its samples,
//! with each read of standard input cut to 1, 2, 3, 63, 64, 65, 4095, 4096, 4097 and 65537
//! bytes (`GRUNDY_READ_SIZE`, see `io::Input`), must print exactly the sample's stdout and
//! stderr and exit as the sample says. The sizes put token ends on every side of the
//! scanner's lookahead (80 bytes), the batch parser's 64-byte blocks and 4 KiB index, and
//! its 64 KiB buffer. (`cargo xtask stress` does the same with generated inputs.)

mod common;

use common::{binaries, run_with, samples};

const READ_SIZES: [&str; 10] = [
    "1", "2", "3", "63", "64", "65", "4095", "4096", "4097", "65537",
];

#[test]
fn every_sample_reads_alike_whatever_the_read_sizes() {
    let mut failures = Vec::new();
    let mut runs = 0;
    for binary in binaries() {
        for sample in samples(&binary).expect("the samples test checks the folders") {
            if !sample.args.is_empty() {
                continue; // driven by its arguments, not by standard input
            }
            for size in READ_SIZES {
                let outcome = run_with(&binary, &[], &sample.stdin, &[("GRUNDY_READ_SIZE", size)]);
                runs += 1;
                if let Err(difference) = sample.check(&outcome) {
                    let name = &sample.name;
                    failures.push(format!("{name} read {size} bytes at a time: {difference}"));
                }
            }
        }
    }
    assert!(runs > 0, "no samples were run");
    assert!(
        failures.is_empty(),
        "{} runs differ:\n\n{}",
        failures.len(),
        failures.join("\n")
    );
}
