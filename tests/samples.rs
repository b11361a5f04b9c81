//! Every binary on every one of its samples, compared byte for byte (online-judge-tools'
//! rule). A binary without samples fails the test.

mod common;

use common::{binaries, run, samples};

#[test]
fn every_binary_answers_every_sample_exactly() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for binary in binaries() {
        let samples = match samples(&binary) {
            Ok(samples) => samples,
            Err(problem) => {
                failures.push(problem);
                continue;
            }
        };
        if !samples.iter().any(|s| !s.error) {
            failures.push(format!(
                "{binary}: no samples/{binary}/sample-N.in (or .args)"
            ));
        }
        for sample in samples {
            let outcome = run(&binary, &sample.args, &sample.stdin);
            checked += 1;
            if let Err(difference) = sample.check(&outcome) {
                failures.push(format!("{}: {difference}", sample.name));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of the samples failed:\n\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(checked > 0, "no samples were run");
    println!("{checked} samples checked");
}
