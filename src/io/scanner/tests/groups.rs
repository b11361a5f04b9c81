//! The group readers' tests (`scanner/groups.rs`): each against the one-number-at-a-time
//! reads it stands for, through several read sizes, with the batch path and without.

use super::*;
use crate::io::Number;

/// `groups` of one (which takes long runs in batches where it can) against one `u64` call
/// per token, on long random inputs with every separator, long numbers and the odd bad
/// token, read through several read sizes: the same values, or the same first error.
#[test]
fn runs_of_numbers_agree_with_reading_one_by_one() {
    let mut rng = Rng::new(9);
    let separators = [" ", "\n", "\r\n", "\t", "  ", "\x0c"];
    for round in 0..40 {
        let mut text = String::new();
        let tokens = rng.range(1, 3000);
        for _ in 0..tokens {
            let digits = if rng.chance(1, 10) {
                rng.range(15, 20)
            } else {
                rng.range(1, 10)
            };
            for _ in 0..digits {
                text.push(char::from(b'0' + rng.range(0, 9) as u8));
            }
            // A quarter of the inputs get the odd bad token: a letter, or 20+ digits.
            if round % 4 == 0 && rng.chance(1, 2000) {
                text.push('x');
            }
            if round % 4 == 1 && rng.chance(1, 2000) {
                text.push_str("99999999999999999999");
            }
            text.push_str(separators[rng.range(0, 5) as usize]);
        }
        // The first error as groups says it: in the number it stopped at.
        let one_by_one = read_all_u64(text.as_bytes()).map_err(|error| {
            let bad = text
                .split_ascii_whitespace()
                .position(|t| reference(t).is_none());
            in_number(&error, bad.expect("a bad token") as u64, tokens)
        });
        for step in [7, 64, 4095, usize::MAX] {
            let data = text.as_bytes();
            for mut scanner in [
                Scanner::new(Trickle { data, step }),
                Scanner::token_only(Trickle { data, step }),
            ] {
                let batch = scanner.batch.is_some();
                let mut values = Vec::new();
                let outcome = scanner
                    .groups(Some(tokens), "number", &[("", 0..=u64::MAX)], |[v]| {
                        values.push(v)
                    })
                    .map(|()| values)
                    .map_err(|fault| fault.to_string());
                assert_eq!(outcome, one_by_one, "round {round}, step {step}, {batch}");
            }
        }
    }
}

/// `groups` and `group_runs` against the plain loop they stand for (`u64_in` per number,
/// its name and group in a refusal, the count of whole groups in the message when the
/// input ends early): the same groups
/// before the same end, with counts that fit, fall short and run over, and until the end
/// of input; rare zeros and u64::MAX break bounded ranges in the middle of a batch, and
/// for `groups_that` a rare group fails its check.
/// `groups_that`'s check may keep state: it sees the groups it accepts in order, each
/// once, then the group it refuses (up to three times: the batch's first look, its
/// look at the start of the next batch, the one-by-one read's). Non-decreasing numbers,
/// as pebbles' piles, with a rare one out of order or out of range.
#[test]
fn a_group_check_sees_each_group_once_in_order() {
    let mut rng = Rng::new(12);
    for round in 0..40 {
        let mut text = String::new();
        let mut value = 0u64;
        let count = rng.range(0, 3000);
        for _ in 0..count {
            value += rng.range(0, 1000);
            let written = match rng.range(0, 2000) {
                0 => value.saturating_sub(1 + rng.range(0, 10)), // out of order
                1 => 5 * 10u64.pow(18),                          // out of range
                _ => value,
            };
            text.push_str(&format!(
                "{written}{}",
                if round % 2 == 0 { " " } else { "\n" }
            ));
        }
        let data = text.as_bytes();
        for step in [7, usize::MAX] {
            for mut scanner in [
                Scanner::new(Trickle { data, step }),
                Scanner::token_only(Trickle { data, step }),
            ] {
                let (mut seen, mut least, mut read) = (Vec::new(), 0, Vec::new());
                let in_order = |&[pile]: &[u64; 1]| {
                    seen.push(pile);
                    let kept = pile >= least;
                    least = least.max(pile);
                    kept
                };
                let check = ("a number at least the one before", in_order);
                let numbers = &[("a_i", 0..=4 * 10u64.pow(18))];
                let result = scanner.groups_that(Some(count), "pile", numbers, check, |[pile]| {
                    read.push(pile)
                });
                let at = format!("round {round}, step {step}");
                // The numbers read are a prefix, in order, and the check saw each.
                assert!(read.windows(2).all(|pair| pair[0] <= pair[1]), "{at}");
                assert_eq!(seen[..read.len()], read[..], "{at}");
                let refused = &seen[read.len()..];
                match result {
                    Ok(()) => assert!(refused.is_empty() && read.len() as u64 == count),
                    Err(fault) if refused.is_empty() => {
                        assert!(fault.to_string().contains("integer from 0"), "{at}")
                    }
                    Err(fault) => {
                        assert!(refused.len() <= 3, "{at}: {refused:?}");
                        assert!(refused.iter().all(|&pile| pile == refused[0]), "{at}");
                        assert!(refused[0] < least, "{at}");
                        assert!(fault.to_string().contains("at least the one"), "{at}");
                    }
                }
            }
        }
    }
}

#[test]
fn groups_agree_with_reading_one_by_one() {
    /// The groups read, and how the reading ended.
    type Outcome = (Vec<[u64; 3]>, Result<(), String>);
    /// `groups_that`'s test: the first and last numbers of a group apart modulo 997, which
    /// about one group in a thousand breaks.
    const APART: &str = "a number apart from the first modulo 997";
    fn apart(group: &[u64; 3]) -> bool {
        group[0] % 997 != group[2] % 997
    }
    let plain = |text: &[u8], count: Option<u64>, numbers: &[Number; 3], checked: bool| {
        let mut scanner = Scanner::new(text);
        let mut groups = Vec::new();
        let mut read = 0;
        let mut read_all = || -> Result<(), String> {
            while count.map_or(true, |count| read < count) {
                if count.is_none() && !scanner.has_more().map_err(|f| f.to_string())? {
                    break;
                }
                let mut group = [0; 3];
                for (column, (name, range)) in numbers.iter().enumerate() {
                    let fault = |f: Fault| match count {
                        Some(count) => f.named(name).in_truncated(read, count, "case"),
                        None => f.named(name),
                    };
                    let first = group[0];
                    group[column] = match (checked, column) {
                        (true, 2) => {
                            scanner.u64_that(range.clone(), APART, |last| apart(&[first, 0, last]))
                        }
                        _ => scanner.u64_in(range.clone()),
                    }
                    .map_err(|f| fault(f).to_string())?;
                }
                groups.push(group);
                read += 1;
            }
            Ok(())
        };
        let result = read_all();
        (groups, result)
    };
    // Any u64 and one bound (the Bash games' l); bounds on both sides, which a rare
    // 0 or u64::MAX in the middle of a batch breaks (graph-game's vertices); an empty
    // range. Named, and one not (a list's item is named by its noun).
    let range_sets: [[Number; 3]; 3] = [
        [
            ("n", 0..=u64::MAX),
            ("l", 1..=u64::MAX),
            ("r", 0..=u64::MAX),
        ],
        [
            ("u", 1..=10u64.pow(17)),
            ("", 0..=u64::MAX),
            ("w", 2..=10u64.pow(17)),
        ],
        #[allow(clippy::reversed_empty_ranges)]
        [("a", 0..=u64::MAX), ("b", 0..=u64::MAX), ("c", 7..=6)],
    ];
    let mut rng = Rng::new(10);
    for round in 0..60 {
        let ranges = &range_sets[round % 3];
        let digits = if round % 3 == 0 { 20 } else { 17 };
        let numbers = rng.range(0, 6000);
        let mut text = String::new();
        for _ in 0..numbers {
            let value = match rng.range(0, 1500) {
                0 => 0,
                1 if digits < 20 => u64::MAX,
                _ => rng.digit_uniform(digits, u64::MAX),
            };
            text.push_str(&value.to_string());
            text.push_str(if rng.chance(1, 3) { "\n" } else { " " });
        }
        let whole = numbers / 3;
        let counts = [
            None,
            Some(whole),
            Some(whole + 1),
            Some(whole.saturating_sub(2)),
        ];
        for count in counts {
            let expected = plain(text.as_bytes(), count, ranges, false);
            let expected_checked = plain(text.as_bytes(), count, ranges, true);
            let at = |how: &str| format!("round {round}, {count:?}, {how}");
            for step in [5, usize::MAX] {
                let data = text.as_bytes();
                for mut scanner in [
                    Scanner::new(Trickle { data, step }),
                    Scanner::token_only(Trickle { data, step }),
                ] {
                    let mut groups = Vec::new();
                    let result = scanner
                        .groups(count, "case", ranges, |group| groups.push(group))
                        .map_err(|fault| fault.to_string());
                    let outcome: Outcome = (groups, result);
                    assert_eq!(outcome, expected, "{}", at(&format!("step {step}")));
                }
                for mut scanner in [
                    Scanner::new(Trickle { data, step }),
                    Scanner::token_only(Trickle { data, step }),
                ] {
                    let mut groups = Vec::new();
                    let check = (APART, apart);
                    let result = scanner
                        .groups_that(count, "case", ranges, check, |group| groups.push(group))
                        .map_err(|fault| fault.to_string());
                    let outcome: Outcome = (groups, result);
                    let how = format!("checked, step {step}");
                    assert_eq!(outcome, expected_checked, "{}", at(&how));
                }
                // In runs: the same groups, none of them empty, the token path's one
                // at a time; and the batch's longer than one, when the whole input
                // is there to index and a hundred groups were read.
                for (mut scanner, longest) in [
                    (Scanner::new(Trickle { data, step }), usize::MAX),
                    (Scanner::token_only(Trickle { data, step }), 1),
                ] {
                    let mut groups = Vec::new();
                    let mut longest_run = 0;
                    let result = scanner
                        .group_runs(count, "case", ranges, |run| {
                            assert!((1..=longest).contains(&run.len()), "{}", run.len());
                            longest_run = longest_run.max(run.len());
                            groups.extend_from_slice(run);
                        })
                        .map_err(|fault| fault.to_string());
                    let outcome: Outcome = (groups, result);
                    assert_eq!(outcome, expected, "{}", at(&format!("runs, step {step}")));
                    if scanner.batch.is_some() && step == usize::MAX && outcome.0.len() >= 100 {
                        assert!(longest_run > 1, "{}", at("the batch's runs"));
                    }
                }
            }
        }
    }
}

/// `bit_sets` against reading each number in turn: the same sets and the same error, at
/// every read size, with and without the batch; rows with a member out of range, a
/// member repeated or a length too large come now and then, and the input may end
/// inside a row.
#[test]
fn bit_sets_agree_with_reading_one_by_one() {
    const FREE: &str = "a member not read before";
    let (lengths, members) = (0..=20, 1..=20);
    let plain = |text: &[u8], count: u64| {
        let mut scanner = Scanner::new(text);
        let mut sets = Vec::new();
        let mut read_all = || -> Result<(), Fault> {
            scanner.repeat(count, "row", |input| {
                let mut set = 0u64;
                let length = input.u64_in(lengths.clone())?;
                input.repeat(length, "cell", |input| {
                    let free = |member| set >> member & 1 == 0;
                    set |= 1 << input.u64_that(members.clone(), FREE, free)?;
                    Ok(())
                })?;
                sets.push(set);
                Ok(())
            })
        };
        let result = read_all().map_err(|fault| fault.to_string());
        (sets, result)
    };
    let mut rng = Rng::new(11);
    for round in 0..40 {
        let rows = rng.range(0, 2999);
        let mut text = String::new();
        for _ in 0..rows {
            let length = match rng.range(0, 2000) {
                0 => 21,
                _ => rng.range(0, 20),
            };
            text.push_str(&format!("{length}\n"));
            // Distinct cells, in a random order.
            let mut cells: Vec<u64> = (1..=20).collect();
            for i in (1..cells.len()).rev() {
                cells.swap(i, rng.range(0, i as u64) as usize);
            }
            cells.truncate(length as usize);
            if length > 1 && rng.chance(1, 3000) {
                cells[1] = cells[0];
            }
            if length > 0 && rng.chance(1, 3000) {
                cells[0] = [0, 21, u64::MAX][rng.range(0, 2) as usize];
            }
            for cell in cells {
                text.push_str(&format!("{cell} "));
            }
        }
        let cut = rng.range(0, text.len() as u64) as usize;
        let text = if round % 4 == 3 {
            &text[..cut]
        } else {
            &text[..]
        };
        for count in [rows, rows.saturating_sub(1), rows + 1] {
            let expected = plain(text.as_bytes(), count);
            for step in [5, usize::MAX] {
                let data = text.as_bytes();
                for mut scanner in [
                    Scanner::new(Trickle { data, step }),
                    Scanner::token_only(Trickle { data, step }),
                ] {
                    let mut sets = Vec::new();
                    let result = scanner
                        .bit_sets(count, 0..=20, 1..=20, ["row", "cell"], FREE, |set| {
                            sets.push(set)
                        })
                        .map_err(|fault| fault.to_string());
                    let at = format!("round {round}, count {count}, step {step}");
                    assert_eq!((sets, result), expected, "{at}");
                }
            }
        }
    }
}

/// Runs of pairs long enough for the batch path, closed by `0 0`, by the end of input,
/// or broken by a group that starts with 0 and goes on otherwise.
#[test]
fn groups_until_zeros_stop_at_the_zeros_or_the_end() {
    let pairs: String = (1..=5000u64).map(|i| format!("{i} {}\n", i * 7)).collect();
    let positive = [("a", 1..=u64::MAX), ("b", 1..=u64::MAX)];
    let read = |text: String| {
        let mut scanner = Scanner::new(std::io::Cursor::new(text.into_bytes()));
        let mut seen = Vec::new();
        let closed =
            scanner.group_runs_until_zeros(&positive, "0", |run| seen.extend_from_slice(run));
        (closed.map_err(|fault| fault.to_string()), seen, scanner)
    };
    let (closed, seen, mut scanner) = read(format!("{pairs}0 0\n9\n"));
    assert_eq!(closed, Ok(true));
    assert_eq!(seen.len(), 5000);
    assert!(seen.iter().zip(1..).all(|(&pair, i)| pair == [i, i * 7]));
    assert!(scanner.finish("the closing 0 0").is_ok());
    assert_eq!(
        scanner.ignored(),
        Some("ignored what follows the closing 0 0, from line 5002, column 1: \"9\"")
    );
    let (closed, seen, _) = read(pairs.clone());
    assert_eq!((closed, seen.len()), (Ok(false), 5000));
    let (closed, seen, _) = read(format!("{pairs}0 5\n"));
    let fault = closed.unwrap_err();
    assert!(fault.contains("line 5001, column 3: expected 0"), "{fault}");
    assert_eq!(seen.len(), 5000);
}
