//! `table`, the explorer, the one binary driven by arguments rather than input: its limit
//! shapes, and its stress: random subcommands, and every fact the binary prints checked
//! against the rules. A row's value and outcome against the brute tables (octal and
//! hexadecimal games' values from every multiset of heaps, so without the Sprague–Grundy sum rule); a claimed
//! preperiod and period against values computed far past them, for being a period at all
//! and for being the least; Wythoff's grid and lost pairs, and Fibonacci Nim's outcomes and
//! first moves, against their tables.

use crate::problem::tables::heap_values;
use crate::problems::fibonacci_nim::Positions;
use crate::run::Program;
use grundy::games::octal::{OctalGame, TakeAndBreak};
use grundy::oracles::brute::{grundy_table, heap_moves, HeapMultisets, WythoffTable};
use grundy::oracles::rng::Rng;
use std::path::Path;

/// Runs `rounds` random `table` commands; the first wrong fact ends the run with the
/// command line, the output and what is wrong.
pub fn stress(program: &Path, rounds: u64, seed: u64) -> Result<(), String> {
    let mut rng = Rng::new(seed);
    for round in 0..rounds {
        let args = draw(&mut rng);
        let output = Program::path(program).with_args(&args).run(b"", None)?;
        let text = String::from_utf8_lossy(&output.stdout).into_owned();
        let verdict = if output.succeeded() {
            check(&args, &text)
        } else {
            Err(String::from_utf8_lossy(&output.stderr).into_owned())
        };
        if let Err(wrong) = verdict {
            return Err(format!(
                "table: round {round}: table {}\n{text}--- wrong: {wrong}",
                args.join(" ")
            ));
        }
    }
    println!("table: {rounds} rounds, 0 differences");
    Ok(())
}

fn draw(rng: &mut Rng) -> Vec<String> {
    let mut args: Vec<String> = Vec::new();
    let upto = match rng.range(0, 4) {
        0 => {
            args.push("subtraction".into());
            for _ in 0..rng.range(1, 3) {
                args.push(rng.range(1, 9).to_string());
            }
            rng.range(0, 40)
        }
        1 => {
            // One to three digits, then a non-zero last digit.
            let mut digits: String = (0..rng.range(1, 3))
                .map(|_| char::from(b'0' + rng.range(0, 7) as u8))
                .collect();
            digits.push(char::from(b'0' + rng.range(1, 7) as u8));
            args.extend(["octal".into(), format!("0.{digits}")]);
            rng.range(0, 30)
        }
        2 => {
            // Hexadecimal: the same, with digits up to F (8: three heaps).
            let mut digits: String = (0..rng.range(1, 3))
                .map(|_| format!("{:X}", rng.range(0, 15)))
                .collect();
            digits.push_str(&format!("{:X}", rng.range(1, 15)));
            args.extend(["hex".into(), format!("0.{digits}")]);
            rng.range(0, 30)
        }
        3 => {
            args.push("wythoff".into());
            rng.range(0, 15)
        }
        _ => {
            args.push("fibonacci-nim".into());
            rng.range(1, 40)
        }
    };
    args.extend(["--upto".into(), upto.to_string()]);
    args
}

fn check(args: &[String], text: &str) -> Result<(), String> {
    let upto: usize = args[args.len() - 1].parse().expect("drawn by draw()");
    match args[0].as_str() {
        "subtraction" => {
            let moves: Vec<usize> = args[1..args.len() - 2]
                .iter()
                .map(|m| m.parse().expect("drawn by draw()"))
                .collect();
            let values = |count: usize| grundy_table(count, heap_moves(|_: usize| moves.clone()));
            check_rows(text, upto, &values(upto.max(20) + 1))?;
            check_periods(text, &values)?;
            check_lost(text, &values)
        }
        "octal" | "hex" => {
            let game = match args[0].as_str() {
                "octal" => OctalGame::parse(&args[1]),
                _ => TakeAndBreak::parse_hexadecimal(&args[1]),
            };
            let game = game.expect("drawn by draw()");
            check_rows(text, upto, &octal_by_multisets(&game, upto.min(18)))?;
            check_periods(text, &|count| octal_values(&game, count))?;
            check_lost(text, &|count| octal_values(&game, count))
        }
        "wythoff" => check_wythoff(text, upto),
        _ => check_fibonacci(text, upto),
    }
}

/// The rows `n G P/N` for n = 0..=upto (only as many as `values` holds are checked).
fn check_rows(text: &str, upto: usize, values: &[u32]) -> Result<(), String> {
    let rows: Vec<Vec<&str>> = text
        .lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>())
        .filter(|w| w.len() == 3 && w[0].parse::<usize>().is_ok())
        .collect();
    if rows.len() != upto + 1 {
        return Err(format!("{} rows for n = 0..={upto}", rows.len()));
    }
    for (n, row) in rows.iter().enumerate().take(values.len()) {
        let outcome = if values[n] == 0 { "P" } else { "N" };
        if row[0] != n.to_string() || row[1] != values[n].to_string() || row[2] != outcome {
            return Err(format!("row {n}: {row:?}, the rules say G = {}", values[n]));
        }
    }
    Ok(())
}

/// Every `preperiod A, period B` line (the last one, `Grundy values: …`, about the values;
/// one starting `outcomes alone:` about P/N only) against the sequence computed far past
/// A + B.
fn check_periods(text: &str, values: &dyn Fn(usize) -> Vec<u32>) -> Result<(), String> {
    for line in text.lines() {
        let (outcomes_only, claim) = match line.strip_prefix("outcomes alone: ") {
            Some(rest) => (true, rest),
            None => (false, line.strip_prefix("Grundy values: ").unwrap_or(line)),
        };
        let Some(claim) = claim.strip_prefix("preperiod ") else {
            continue;
        };
        let numbers: Vec<usize> = claim
            .split(", period ")
            .map(|n| n.trim().parse().map_err(|_| format!("unreadable: {line}")))
            .collect::<Result<_, _>>()?;
        let [preperiod, period] = numbers[..] else {
            return Err(format!("unreadable: {line}"));
        };
        let length = preperiod + 8 * period + 400;
        if length > 5_000 {
            continue; // too far for the plain computation; the table proved it anyway
        }
        let mut sequence = values(length);
        if outcomes_only {
            sequence.iter_mut().for_each(|v| *v = u32::from(*v != 0));
        }
        let repeats =
            |from: usize, p: usize| (from..length - p).all(|n| sequence[n + p] == sequence[n]);
        if period == 0 || !repeats(preperiod, period) {
            return Err(format!("{line}: not a period of the values up to {length}"));
        }
        if preperiod > 0 && repeats(preperiod - 1, period) {
            return Err(format!("{line}: the preperiod is not the least"));
        }
        if let Some(p) = (1..period).find(|&p| repeats(preperiod, p)) {
            return Err(format!("{line}: {p} is a smaller period"));
        }
    }
    Ok(())
}

/// The `lost: …` line, where a period was proved, against the values computed far past it:
/// `none`, `only n in {…}`, or `n mod P in {…} from S on`, with `, and n in {…} below it`.
fn check_lost(text: &str, values: &dyn Fn(usize) -> Vec<u32>) -> Result<(), String> {
    let Some(line) = text.lines().find_map(|l| l.strip_prefix("lost: ")) else {
        let proved = text.contains("Grundy values: preperiod");
        return match proved {
            true => Err("a proved period without its lost: line".into()),
            false => Ok(()),
        };
    };
    let unreadable = || format!("unreadable: lost: {line}");
    let set = |list: &str| -> Result<Vec<usize>, String> {
        let inner = list
            .trim()
            .strip_prefix('{')
            .and_then(|l| l.strip_suffix('}'));
        let inner = inner.ok_or_else(unreadable)?;
        let items = inner.split(", ").filter(|i| !i.is_empty());
        items.map(|i| i.parse().map_err(|_| unreadable())).collect()
    };
    // The rule's period, residues and start, and the lost positions besides it: below
    // the start when one is said, anywhere (`and also`) otherwise.
    let number = |n: &str| n.parse::<usize>().map_err(|_| unreadable());
    let (period, residues, start, besides) = if line == "none" {
        (1, Vec::new(), 0, Vec::new())
    } else if let Some(only) = line.strip_prefix("only n in ") {
        let only = set(only)?;
        (1, Vec::new(), only.iter().max().map_or(0, |m| m + 1), only)
    } else {
        let rest = line.strip_prefix("n mod ").ok_or_else(unreadable)?;
        let (period, rest) = rest.split_once(" in ").ok_or_else(unreadable)?;
        let period = number(period)?;
        if let Some((residues, rest)) = rest.split_once(" from ") {
            let (start, early) = match rest.split_once(" on, and n in ") {
                Some((start, early)) => {
                    let early = early.strip_suffix(" below it").ok_or_else(unreadable)?;
                    (start, set(early)?)
                }
                None => (rest.strip_suffix(" on").ok_or_else(unreadable)?, Vec::new()),
            };
            (period, set(residues)?, number(start)?, early)
        } else if let Some((residues, also)) = rest.split_once(", and also n in ") {
            let also = set(also)?;
            (period, set(residues)?, 0, also)
        } else {
            (period, set(rest)?, 0, Vec::new())
        }
    };
    let length = start + 8 * period + 400;
    if length > 5_000 {
        return Ok(()); // too far for the plain computation
    }
    let sequence = values(length);
    for (n, &value) in sequence.iter().enumerate() {
        let said = match n < start {
            true => besides.contains(&n),
            false => residues.contains(&(n % period)) || besides.contains(&n),
        };
        if said != (value == 0) {
            return Err(format!("lost: {line}: n = {n} has G = {value}"));
        }
    }
    Ok(())
}

/// Single-heap values from the Grundy table of every multiset of heaps (no sum rule).
fn octal_by_multisets(game: &OctalGame, largest: usize) -> Vec<u32> {
    let positions = HeapMultisets::new(largest);
    let values = grundy_table(
        positions.count(),
        positions.moves(|heap| game.replacements(heap)),
    );
    (0..=largest)
        .map(|n| values[positions.find(&[n]).expect("in the table")])
        .collect()
}

/// Single-heap values far out, heap by heap from the replacements (Sprague–Grundy for the
/// heaps a move leaves).
fn octal_values(game: &OctalGame, count: usize) -> Vec<u32> {
    heap_values(count, |heap, values, reached| {
        let xor = |heaps: &Vec<usize>| heaps.iter().fold(0, |x, &h| x ^ values[h]);
        reached.extend(game.replacements(heap).iter().map(xor));
    })
}

fn check_wythoff(text: &str, upto: usize) -> Result<(), String> {
    let side = upto + 1;
    let table = WythoffTable::new(side);
    let grid: Vec<Vec<&str>> = text
        .lines()
        .skip(2)
        .take(side)
        .map(|l| l.split_whitespace().skip(1).collect())
        .collect();
    let mut lost_pairs = Vec::new();
    for a in 0..side {
        for b in 0..side {
            let mark = if table.wins(a, b) { "." } else { "P" };
            if grid.get(a).and_then(|row| row.get(b)) != Some(&mark) {
                return Err(format!("cell ({a}, {b}): the rules say {mark}"));
            }
            if mark == "P" && a <= b {
                lost_pairs.push(format!("({a}, {b})"));
            }
        }
    }
    let listed = format!("lost pairs up to {upto}: {} ", lost_pairs.join(" "));
    if !text.contains(&listed) {
        return Err(format!("the lost pairs are {}", lost_pairs.join(" ")));
    }
    Ok(())
}

fn check_fibonacci(text: &str, upto: usize) -> Result<(), String> {
    let game = Positions::new(upto + 1);
    let rows: Vec<Vec<&str>> = text
        .lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>())
        .filter(|w| w.len() == 4 && w[0].parse::<usize>().is_ok())
        .collect();
    if rows.len() != upto {
        return Err(format!("{} rows for n = 1..={upto}", rows.len()));
    }
    for (row, n) in rows.iter().zip(1..) {
        let wins = game.wins(n, n - 1);
        let said = [row[1], row[2]].join(" ");
        let expected = if wins { "First win" } else { "Second win" };
        if row[0] != n.to_string() || said != expected {
            return Err(format!("n = {n}: {row:?}, the rules say {expected}"));
        }
        if wins {
            let take: usize = row[3].parse().map_err(|_| format!("n = {n}: {row:?}"))?;
            if take == 0 || take >= n || game.wins(n - take, 2 * take) {
                return Err(format!("n = {n}: taking {take} does not win"));
            }
        } else if row[3] != "-" {
            return Err(format!("n = {n}: a lost pile has no winning move"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lost line is held to the rules: S = {1, 3, 4} loses at n mod 7 in {0, 2}.
    #[test]
    fn the_lost_line_is_checked_against_the_rules() {
        let values = |count: usize| grundy_table(count, heap_moves(|_: usize| vec![1, 3, 4]));
        let line = |text: &str| check_lost(text, &values);
        assert_eq!(line("lost: n mod 7 in {0, 2}\n"), Ok(()));
        assert_eq!(line("lost: n mod 7 in {0, 2} from 0 on\n"), Ok(()));
        assert!(line("lost: n mod 7 in {0, 3}\n").is_err());
        assert!(line("lost: n mod 7 in {2}, and also n in {0}\n").is_err());
        assert!(line("lost: only n in {0}\n").is_err());
        assert!(line("lost: n mod 7 in {2} from 1 on, and n in {0} below it\n").is_err());
        assert_eq!(
            line("lost: n mod 7 in {0, 2} from 1 on, and n in {0} below it\n"),
            Ok(())
        );
        assert!(line("Grundy values: preperiod 0, period 7\n").is_err());
    }

    fn sample(n: u32) -> (Vec<String>, String) {
        let root = crate::cargo::crate_root().join("samples/table");
        let args = std::fs::read_to_string(root.join(format!("sample-{n}.args"))).unwrap();
        let output = std::fs::read_to_string(root.join(format!("sample-{n}.out"))).unwrap();
        (args.split_whitespace().map(String::from).collect(), output)
    }

    /// The checks pass on the samples and fail on each kind of wrong fact.
    #[test]
    fn wrong_facts_are_caught() {
        let (args, good) = sample(2); // subtraction 2 8 9: preperiod 21, period 11
        assert_eq!(check(&args, &good), Ok(()));
        let late = good.replace(
            "\nGrundy values: preperiod 21, period 11",
            "\nGrundy values: preperiod 22, period 11",
        );
        assert!(check(&args, &late).unwrap_err().contains("not the least"));
        let long = good.replace(
            "\nGrundy values: preperiod 21, period 11",
            "\nGrundy values: preperiod 21, period 22",
        );
        assert!(check(&args, &long).unwrap_err().contains("smaller period"));
        let wrong = good.replace(
            "\nGrundy values: preperiod 21, period 11",
            "\nGrundy values: preperiod 21, period 12",
        );
        assert!(check(&args, &wrong).unwrap_err().contains("not a period"));
        let row = good.replacen(" 2  1  N", " 2  0  P", 1);
        assert!(check(&args, &row).unwrap_err().starts_with("row 2"));

        let (args, good) = sample(6); // octal 0.77
        assert_eq!(check(&args, &good), Ok(()));
        let row = good.replacen(" 3  3  N", " 3  2  N", 1);
        assert!(check(&args, &row).unwrap_err().starts_with("row 3"));

        let (args, good) = sample(10); // hex 0.77F: moves that leave three heaps
        assert_eq!(check(&args, &good), Ok(()));
        let period = good.replace("preperiod 53, period 34", "preperiod 53, period 17");
        assert!(check(&args, &period).unwrap_err().contains("not a period"));

        let (args, good) = sample(4); // wythoff --upto 10
        assert_eq!(check(&args, &good), Ok(()));
        let pairs = good.replace("(4, 7) ", "");
        assert!(check(&args, &pairs).unwrap_err().contains("lost pairs"));

        let (args, good) = sample(5); // fibonacci-nim --upto 21
        assert_eq!(check(&args, &good), Ok(()));
        let moves = good.replacen(" 4  First win   1", " 4  First win   2", 1);
        assert!(check(&args, &moves).unwrap_err().contains("does not win"));
    }
}
