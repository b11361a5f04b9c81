//! `cargo xtask stress BINARY|all [--rounds N] [--seed S]`: small random inputs, answered
//! by the release binary and by a reference built only from the move rules (the oracle in
//! `grundy::games::brute`), compared line by line. At the first difference the input is
//! shrunk (fewer cases, then smaller numbers) while the difference stays, and printed.
//!
//! The reference lives here, not in the binaries, so that the files submitted to judges
//! carry no oracle. Formats covered so far: the Bash games, the Nim family, Wythoff,
//! Fibonacci Nim and Fibonacci again, Kayles and Treblecross.

use crate::Options;
use grundy::games::brute::{
    grundy_table, heap_moves, outcome_table, win_table, HeapMultisets, HeapTuples, Play,
};
use grundy::rng::Rng;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// One input format: how to draw a small case, how to write cases as input, and the
/// reference answers for them.
struct Format {
    binary: &'static str,
    case: fn(&mut Rng) -> Vec<u64>,
    /// Whether a case is valid input (shrinking must not leave the format).
    valid: fn(&[u64]) -> bool,
    render: fn(&[Vec<u64>]) -> String,
    reference: fn(&[Vec<u64>]) -> String,
}

fn any(_: &[u64]) -> bool {
    true
}

const FORMATS: &[Format] = &[
    Format {
        binary: "bishi34",
        case: |r| vec![r.range(0, 60)],
        valid: any,
        render: counted_lines,
        reference: bishi34,
    },
    Format {
        binary: "bishi35",
        case: |r| vec![r.range(0, 40), r.range(0, 12)],
        valid: any,
        render: counted_lines,
        reference: bishi35,
    },
    Format {
        binary: "bishi36",
        case: |r| vec![r.range(0, 40), r.range(1, 8), r.range(1, 8)],
        valid: |c| c[1] >= 1,
        render: counted_lines,
        reference: bishi36,
    },
    Format {
        binary: "nim",
        case: heaps,
        valid: any,
        render: counted_lists,
        reference: nim,
    },
    Format {
        binary: "misere-nim",
        case: heaps,
        valid: any,
        render: counted_lists,
        reference: misere_nim,
    },
    Format {
        binary: "lasker-nim",
        case: small_heaps,
        valid: any,
        render: counted_lists,
        reference: lasker_nim,
    },
    Format {
        binary: "nim-count",
        case: heaps,
        valid: any,
        render: lists_until_zero,
        reference: nim_count,
    },
    Format {
        binary: "nim-moves",
        case: heaps,
        valid: any,
        render: lists_until_zero,
        reference: nim_moves,
    },
    Format {
        binary: "staircase-nim",
        case: cells,
        valid: distinct_cells,
        render: counted_lists,
        reference: staircase,
    },
    Format {
        binary: "wythoff",
        case: |r| vec![r.range(0, 30), r.range(0, 30)],
        valid: any,
        render: plain_lines,
        reference: wythoff,
    },
    Format {
        binary: "wythoff-moves",
        case: |r| vec![r.range(0, 30), r.range(1, 30)],
        valid: |c| c != [0, 0],
        render: plain_lines,
        reference: wythoff_moves,
    },
    Format {
        binary: "fibonacci-sg",
        case: |r| vec![r.range(0, 30), r.range(0, 30), r.range(1, 30)],
        valid: |c| c != [0, 0, 0],
        render: plain_lines,
        reference: fibonacci_sg,
    },
    Format {
        binary: "kayles",
        case: row,
        valid: |c| c[0] >= 1 && c[1] < 1 << c[0],
        render: rows,
        reference: kayles,
    },
    Format {
        binary: "crosses",
        case: |r| vec![r.range(1, 14)],
        valid: |c| c[0] >= 1,
        render: plain_lines,
        reference: crosses,
    },
    Format {
        binary: "fibonacci-nim",
        case: |r| vec![r.range(1, 60)],
        valid: |c| c[0] >= 1,
        render: plain_lines,
        reference: fibonacci_nim,
    },
];

pub fn main(args: &[String]) -> Result<(), String> {
    let options = Options::parse(args, &["rounds", "seed"])?;
    let rounds = options.number("rounds", 300)?;
    let seed = options.number("seed", 1)?;
    let [which] = options.positional.as_slice() else {
        return Err("stress takes one BINARY, or all".into());
    };
    let chosen: Vec<&Format> = FORMATS
        .iter()
        .filter(|f| which == "all" || f.binary == which)
        .collect();
    if chosen.is_empty() {
        let known: Vec<&str> = FORMATS.iter().map(|f| f.binary).collect();
        return Err(format!(
            "no stress format for {which:?}; known: {}",
            known.join(" ")
        ));
    }
    crate::bench::build(&crate::bundle::crate_root())?;
    let target = crate::bench::target_dir();
    for format in chosen {
        let program = target.join("release").join(format.binary);
        let mut rng = Rng::new(seed);
        for round in 0..rounds {
            let cases: Vec<Vec<u64>> = (0..rng.range(1, 6))
                .map(|_| (format.case)(&mut rng))
                .collect();
            if differs(format, &program, &cases)? {
                let smallest = shrink(format, &program, cases)?;
                let input = (format.render)(&smallest);
                return Err(format!(
                    "{}: round {round} differs; smallest input found:\n{input}--- binary\n{}--- reference\n{}",
                    format.binary,
                    run(&program, &input)?,
                    (format.reference)(&smallest)
                ));
            }
        }
        println!("{}: {rounds} rounds, 0 differences", format.binary);
    }
    Ok(())
}

fn run(program: &Path, input: &str) -> Result<String, String> {
    let mut child = Command::new(program)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", program.display()))?;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .map_err(|e| e.to_string())?;
    let output = child.wait_with_output().map_err(|e| e.to_string())?;
    let mut text = String::from_utf8_lossy(&output.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&output.stderr));
    Ok(text)
}

fn differs(format: &Format, program: &Path, cases: &[Vec<u64>]) -> Result<bool, String> {
    Ok(run(program, &(format.render)(cases))? != (format.reference)(cases))
}

/// Drops cases, then lowers numbers (halving, then by one), while the difference stays.
fn shrink(
    format: &Format,
    program: &Path,
    mut cases: Vec<Vec<u64>>,
) -> Result<Vec<Vec<u64>>, String> {
    let mut i = 0;
    while i < cases.len() && cases.len() > 1 {
        let mut fewer = cases.clone();
        fewer.remove(i);
        if differs(format, program, &fewer)? {
            cases = fewer;
        } else {
            i += 1;
        }
    }
    for c in 0..cases.len() {
        for v in 0..cases[c].len() {
            loop {
                let value = cases[c][v];
                let smaller = [value / 2, value.saturating_sub(1)];
                let mut improved = false;
                for candidate in smaller.into_iter().filter(|&s| s < value) {
                    let mut trial = cases.clone();
                    trial[c][v] = candidate;
                    if (format.valid)(&trial[c]) && differs(format, program, &trial)? {
                        cases = trial;
                        improved = true;
                        break;
                    }
                }
                if !improved {
                    break;
                }
            }
        }
    }
    Ok(cases)
}

// Case generators.

fn heaps(rng: &mut Rng) -> Vec<u64> {
    (0..rng.range(0, 4)).map(|_| rng.range(0, 7)).collect()
}

fn small_heaps(rng: &mut Rng) -> Vec<u64> {
    (0..rng.range(0, 3)).map(|_| rng.range(0, 6)).collect()
}

fn distinct_cells(cells: &[u64]) -> bool {
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    sorted.len() == cells.len() && cells.iter().all(|&c| (1..=10).contains(&c))
}

/// Distinct cells from 1 to 10, in random order.
fn cells(rng: &mut Rng) -> Vec<u64> {
    let mut all: Vec<u64> = (1..=10).collect();
    let mut chosen = Vec::new();
    for _ in 0..rng.range(0, 4) {
        let pick = rng.range(0, all.len() as u64 - 1) as usize;
        chosen.push(all.remove(pick));
    }
    chosen
}

/// A row of 1 to 10 pins as [length, bits], bit i set when pin i stands.
fn row(rng: &mut Rng) -> Vec<u64> {
    let length = rng.range(1, 10);
    vec![length, rng.range(0, (1 << length) - 1)]
}

// Renderings.

/// `T`, then per case the row's length and its pins as `I` (standing) and `X`.
fn rows(cases: &[Vec<u64>]) -> String {
    let mut text = format!("{}\n", cases.len());
    for c in cases {
        let pins: String = (0..c[0])
            .map(|i| if c[1] >> i & 1 == 1 { 'I' } else { 'X' })
            .collect();
        text.push_str(&format!("{}\n{pins}\n", c[0]));
    }
    text
}

fn line(numbers: &[u64]) -> String {
    let words: Vec<String> = numbers.iter().map(u64::to_string).collect();
    words.join(" ")
}

/// `T`, then one line per case.
fn counted_lines(cases: &[Vec<u64>]) -> String {
    let mut text = format!("{}\n", cases.len());
    cases
        .iter()
        .for_each(|c| text.push_str(&format!("{}\n", line(c))));
    text
}

/// `T`, then per case its length and its numbers.
fn counted_lists(cases: &[Vec<u64>]) -> String {
    let mut text = format!("{}\n", cases.len());
    cases
        .iter()
        .for_each(|c| text.push_str(&format!("{}\n{}\n", c.len(), line(c))));
    text
}

/// Per case its length and its numbers, then `0` (cases of length 0 are skipped: 0 ends).
fn lists_until_zero(cases: &[Vec<u64>]) -> String {
    let mut text = String::new();
    for c in cases.iter().filter(|c| !c.is_empty()) {
        text.push_str(&format!("{}\n{}\n", c.len(), line(c)));
    }
    text + "0\n"
}

/// One line per case, no header.
fn plain_lines(cases: &[Vec<u64>]) -> String {
    cases.iter().map(|c| format!("{}\n", line(c))).collect()
}

// References, from the move rules alone.

fn pile_table(piles: usize, takes: impl Fn(usize) -> Vec<usize>) -> Vec<bool> {
    win_table(piles + 1, |pile, next| {
        next.extend(
            takes(pile)
                .into_iter()
                .filter(|&t| t <= pile)
                .map(|t| pile - t),
        )
    })
}

fn answers(cases: &[Vec<u64>], answer: impl Fn(&[u64]) -> String) -> String {
    cases.iter().map(|c| answer(c) + "\n").collect()
}

/// One line per case: the first word where `wins` holds, else the second.
fn verdicts(cases: &[Vec<u64>], (yes, no): (&str, &str), wins: impl Fn(&[u64]) -> bool) -> String {
    answers(cases, |c| if wins(c) { yes } else { no }.to_string())
}

fn bishi34(cases: &[Vec<u64>]) -> String {
    let win = pile_table(60, |k| {
        [1, 2, 5].into_iter().filter(|&t| k % t == 0).collect()
    });
    verdicts(cases, ("Alice", "Bob"), |c| win[c[0] as usize])
}

fn bishi35(cases: &[Vec<u64>]) -> String {
    verdicts(cases, ("YES", "NO"), |c| {
        let most = c[1] as usize;
        let win = pile_table(c[0] as usize, |_| (1..=most).collect());
        win[c[0] as usize]
    })
}

fn bishi36(cases: &[Vec<u64>]) -> String {
    verdicts(cases, ("YES", "NO"), |c| {
        let (least, most) = (c[1] as usize, c[2] as usize);
        let win = pile_table(c[0] as usize, |_| (least..=most).collect());
        win[c[0] as usize]
    })
}

const TUPLES: HeapTuples = HeapTuples { heaps: 4, max: 7 };

fn take_any(heap: usize) -> Vec<usize> {
    (0..heap).collect()
}

fn padded(c: &[u64]) -> Vec<usize> {
    let mut heaps: Vec<usize> = c.iter().map(|&h| h as usize).collect();
    heaps.resize(TUPLES.heaps, 0);
    heaps
}

fn nim(cases: &[Vec<u64>]) -> String {
    let win = win_table(TUPLES.count(), TUPLES.moves(take_any));
    verdicts(cases, ("Yes", "No"), |c| win[TUPLES.encode(&padded(c))])
}

fn misere_nim(cases: &[Vec<u64>]) -> String {
    let win = outcome_table(TUPLES.count(), Play::Misere, TUPLES.moves(take_any));
    verdicts(cases, ("John", "Brother"), |c| {
        win[TUPLES.encode(&padded(c))]
    })
}

fn lasker_nim(cases: &[Vec<u64>]) -> String {
    let positions = HeapMultisets::new(18); // three heaps of up to 6
    let moves = |heap: usize| {
        let takes = (0..heap).map(|left| vec![left]);
        takes
            .chain((1..=heap / 2).map(|part| vec![part, heap - part]))
            .collect()
    };
    let win = win_table(positions.count(), positions.moves(moves));
    verdicts(cases, ("Alice", "Bob"), |c| {
        let heaps: Vec<usize> = c.iter().map(|&h| h as usize).collect();
        let index = positions.find(&heaps).expect("small heaps fit the table");
        win[index]
    })
}

/// The winning moves of a Nim position from the table, as (heap index, heap left).
fn nim_winning_moves(win: &[bool], c: &[u64]) -> Vec<(usize, usize)> {
    let heaps = padded(c);
    let mut moves = Vec::new();
    for i in 0..c.len() {
        for left in 0..heaps[i] {
            let mut after = heaps.clone();
            after[i] = left;
            if !win[TUPLES.encode(&after)] {
                moves.push((i, left));
            }
        }
    }
    moves
}

fn nim_count(cases: &[Vec<u64>]) -> String {
    let win = win_table(TUPLES.count(), TUPLES.moves(take_any));
    let kept: Vec<Vec<u64>> = cases.iter().filter(|c| !c.is_empty()).cloned().collect();
    answers(&kept, |c| nim_winning_moves(&win, c).len().to_string())
}

fn nim_moves(cases: &[Vec<u64>]) -> String {
    let win = win_table(TUPLES.count(), TUPLES.moves(take_any));
    let kept: Vec<Vec<u64>> = cases.iter().filter(|c| !c.is_empty()).cloned().collect();
    let mut text = String::new();
    for c in &kept {
        let moves = nim_winning_moves(&win, c);
        if moves.is_empty() {
            text.push_str("No\n");
        } else {
            text.push_str("Yes\n");
            moves
                .iter()
                .for_each(|&(i, left)| text.push_str(&format!("{} {left}\n", c[i])));
        }
    }
    text
}

fn staircase(cases: &[Vec<u64>]) -> String {
    const CELLS: usize = 10;
    let win = win_table(1 << CELLS, |mask, next| {
        let mut previous = 0;
        for cell in 1..=CELLS {
            if mask & (1 << (cell - 1)) != 0 {
                next.extend(
                    (previous + 1..cell).map(|to| mask & !(1 << (cell - 1)) | (1 << (to - 1))),
                );
                previous = cell;
            }
        }
    });
    verdicts(cases, ("Georgia will win", "Bob will win"), |c| {
        let mask = c.iter().fold(0usize, |m, &cell| m | (1 << (cell - 1)));
        win[mask]
    })
}

const SIDE: usize = 31;

fn wythoff_table() -> Vec<bool> {
    win_table(SIDE * SIDE, |state, next| {
        let (a, b) = (state / SIDE, state % SIDE);
        next.extend((1..=a).map(|t| (a - t) * SIDE + b));
        next.extend((1..=b).map(|t| a * SIDE + b - t));
        next.extend((1..=a.min(b)).map(|t| (a - t) * SIDE + b - t));
    })
}

fn wythoff(cases: &[Vec<u64>]) -> String {
    let win = wythoff_table();
    verdicts(cases, ("1", "0"), |c| {
        win[c[0] as usize * SIDE + c[1] as usize]
    })
}

fn wythoff_moves(cases: &[Vec<u64>]) -> String {
    let win = wythoff_table();
    let lost = |x: usize, y: usize| !win[x * SIDE + y];
    let mut text = String::new();
    for c in cases {
        let (a, b) = (c[0].min(c[1]) as usize, c[0].max(c[1]) as usize);
        let mut moves: Vec<(usize, usize)> = (1..=a)
            .map(|t| (a - t, b - t))
            .filter(|&(x, y)| lost(x, y))
            .collect();
        let mut singles: Vec<(usize, usize)> = (0..a)
            .map(|x| (x, b))
            .chain((0..b).map(|y| (a.min(y), a.max(y))))
            .filter(|&(x, y)| lost(x, y))
            .collect();
        singles.sort_unstable();
        for pair in singles {
            if !moves.contains(&pair) {
                moves.push(pair);
            }
        }
        if moves.is_empty() {
            text.push_str("0\n");
        } else {
            text.push_str("1\n");
            moves
                .iter()
                .for_each(|&(x, y)| text.push_str(&format!("{x} {y}\n")));
        }
    }
    text
}

fn fibonacci_nim(cases: &[Vec<u64>]) -> String {
    const PILES: usize = 61;
    let state = |pile: usize, limit: usize| pile * PILES + limit.min(pile);
    let win = win_table(PILES * PILES, |index, next| {
        let (pile, limit) = (index / PILES, index % PILES);
        next.extend((1..=limit.min(pile)).map(|take| state(pile - take, 2 * take)));
    });
    verdicts(cases, ("First win", "Second win"), |c| {
        let n = c[0] as usize;
        win[state(n, n - 1)]
    })
}

fn fibonacci_sg(cases: &[Vec<u64>]) -> String {
    let moves: Vec<usize> = vec![1, 2, 3, 5, 8, 13, 21];
    let values = grundy_table(31, heap_moves(|_: usize| moves.clone()));
    verdicts(cases, ("Fibo", "Nacci"), |c| {
        let sum = c.iter().fold(0, |x, &pile| x ^ values[pile as usize]);
        sum != 0
    })
}

/// Kayles from its rules: knock down one pin or two adjacent standing pins.
fn kayles(cases: &[Vec<u64>]) -> String {
    verdicts(cases, ("WIN", "LOSE"), |c| {
        let length = c[0] as usize;
        let win = win_table(1 << length, |standing, next| {
            for i in 0..length {
                if standing >> i & 1 == 1 {
                    next.push(standing & !(1 << i));
                    if i + 1 < length && standing >> (i + 1) & 1 == 1 {
                        next.push(standing & !(3 << i));
                    }
                }
            }
        });
        win[c[1] as usize]
    })
}

/// Treblecross played out on the strip: crosses in empty cells, three in a row wins. Strips
/// of 1 and 2 cells answer 1, as the problem says.
fn crosses(cases: &[Vec<u64>]) -> String {
    verdicts(cases, ("1", "2"), |c| {
        let cells = c[0] as usize;
        if cells < 3 {
            return true; // the problem answers 1 for strips of 1 and 2 cells
        }
        let three = |mask: usize| (0..cells - 2).any(|i| mask >> i & 7 == 7);
        let mut win = vec![false; 1 << cells];
        for mask in (0..1usize << cells).rev() {
            if !three(mask) {
                win[mask] = (0..cells).filter(|&i| mask >> i & 1 == 0).any(|i| {
                    let next = mask | 1 << i;
                    three(next) || !win[next]
                });
            }
        }
        win[0]
    })
}
