//! `cargo xtask bench --output [--runs N] [--answers N] [--write]`: `grundy::io::Output`
//! alone, in this process, with no binary, no input and no system call per block: the
//! nanoseconds per answer of each kind of answer the binaries print.
//!
//! A binary's time on an input minus its time with stdout on /dev/null does not measure its
//! output (writing to /dev/null costs almost nothing, and the difference drowns in the
//! noise of two whole runs), so this times the formatting itself. The answers are drawn
//! first (seed 1) into a vector; each run writes them all, through a fresh `Output`, into
//! `io::sink()`, a `Write` that takes every block at no cost per byte, and `finish`es it, so
//! that the 64 KiB buffer's hand-overs (`make_room`) are timed as the binaries pay them.
//! `cargo xtask` is built with `--release` (.cargo/config.toml), with the workspace's release
//! profile (LTO, one codegen unit), and `Output` is generic over its sink, so the code timed
//! is compiled into xtask as it is into each binary.
//!
//! Before any timing, each kind is written once into memory and compared with what `format!`
//! makes of the same answers. Then the runs go round the kinds (kind 1, kind 2, …, kind 1,
//! …), so that a neighbour's burst on a shared machine falls on every row alike, and each
//! row reports the median run over its answer count, with the middle half of the runs.

use crate::bench::{machine, write_readme};
use crate::Options;
use grundy::games::graph::Outcome;
use grundy::io::{Output, VerdictQuads, Verdicts, RULE_RUN};
use grundy::oracles::rng::Rng;
use std::hint::black_box;
use std::io::{self, Write};
use std::time::Instant;

const START: &str = "<!-- output:start -->";
const END: &str = "<!-- output:end -->";

/// The yes/no verdict of most binaries (bishi35, bishi36), and graph-game's three words.
const YES_NO: Verdicts = Verdicts::new("YES", "NO");
const OUTCOMES: Verdicts<3> = Verdicts::of(Outcome::WORDS);

pub fn main(args: &[String]) -> Result<(), String> {
    let options = Options::parse(args, &["output!", "runs", "answers", "write!"])?;
    if !options.positional.is_empty() {
        return Err("bench --output times the library's Output and takes no binary".into());
    }
    let runs = options.number("runs", 21)?.max(1) as usize;
    let count = options.number("answers", 2_000_000)?.max(1) as usize;
    let kinds: Vec<(Kind, Answers)> = KINDS.iter().map(|&kind| (kind, kind.draw(count))).collect();
    for (kind, answers) in &kinds {
        let written = kind.write(answers, Vec::new());
        if written != kind.expected(answers) {
            return Err(format!("Output writes {:?} wrong", kind.name()));
        }
    }
    // One unmeasured round: the pages of the answers and of the buffer touched.
    for (kind, answers) in &kinds {
        kind.write(answers, io::sink());
    }
    let mut times = vec![Vec::with_capacity(runs); kinds.len()];
    for _ in 0..runs {
        for ((kind, answers), times) in kinds.iter().zip(&mut times) {
            let start = Instant::now();
            kind.write(answers, io::sink());
            times.push(start.elapsed().as_secs_f64() * 1e9 / count as f64);
        }
    }

    let mut table = vec![
        machine(),
        String::new(),
        "| answers | written by | printed by | bytes per answer | ns per answer | middle half |"
            .to_string(),
        "|---|---|---|---:|---:|---:|".to_string(),
    ];
    for line in &table {
        println!("{line}");
    }
    for ((kind, answers), mut times) in kinds.iter().zip(times) {
        times.sort_by(f64::total_cmp);
        let bytes = kind.expected(answers).len() as f64 / count as f64;
        let row = format!(
            "| {} | {} | {} | {bytes:.1} | {:.2} | {:.2}–{:.2} |",
            kind.name(),
            kind.method(),
            kind.used_by(),
            times[times.len() / 2],
            times[times.len() / 4],
            times[(times.len() * 3) / 4],
        );
        println!("{row}");
        table.push(row);
    }
    let footer = format!(
        "Median of {runs} runs of {count} answers each, the kinds in turn, after one \
         unmeasured round (`cargo xtask bench --output`): `grundy::io::Output` in process, \
         release build, writing into `io::sink()` (64 KiB blocks handed over at no cost per \
         byte), answers drawn beforehand with seed 1; middle half: the runs' first and third \
         quartiles."
    );
    println!("\n{footer}");
    table.push(String::new());
    table.push(footer);
    if options.switch("write") {
        let readme = crate::bundle::crate_root().join("README.md");
        write_readme(&readme, (START, END), &table.join("\n"))?;
        println!("README.md: output table replaced");
    }
    Ok(())
}

/// One kind of answer, as a binary writes it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// `verdict`, true or false by a coin flip (nim and the other games of many heaps).
    RandomVerdict,
    /// `verdict`, always true (a judge's file of one-sided cases).
    ConstantVerdict,
    /// `verdict_run`, true or false by a coin flip, 300 at a time as bishi34 and wythoff
    /// write the cases of the batch parser's runs (4 KiB of wythoff's input holds about 300
    /// pairs).
    VerdictRun,
    /// `verdict_quads`, true or false by a coin flip, 16 at a time as bishi35 and bishi36
    /// write the cases of the batch parser's runs (`io::run_case_verdicts_by_run`; off the
    /// batch path they write one per call), the answers' bits packed beforehand.
    VerdictQuads,
    /// `verdict_of` among three words by a fair draw (graph-game, shiritori).
    ThreeWords,
    /// `u64` and `end_line`, 1 to 10 digits (the digit count uniform, then the value).
    Number,
    /// The same with 1 to 20 digits, up to 2^64 − 1.
    LongNumber,
    /// `u64` and `end_line`, uniform below 10^9 as the judges draw values (nine digits nine
    /// times in ten, so the length is all but predictable).
    UniformNumber,
    /// `u64`, `space`, `u64`, `end_line`, 1 to 10 digits each (nim-moves, wythoff-moves).
    Pair,
    /// `i64` and `end_line`, 1 to 10 digits, negative half the time (lc913, lc1140, lc1872).
    Signed,
}

const KINDS: [Kind; 10] = [
    Kind::RandomVerdict,
    Kind::ConstantVerdict,
    Kind::VerdictRun,
    Kind::VerdictQuads,
    Kind::ThreeWords,
    Kind::Number,
    Kind::LongNumber,
    Kind::UniformNumber,
    Kind::Pair,
    Kind::Signed,
];

/// The answers of one kind, drawn before the timing.
enum Answers {
    Bools(Vec<bool>),
    /// Runs of `RULE_RUN` answers (the last one shorter), answer i of a run as bit i.
    Runs(Vec<(u64, usize)>),
    /// One byte each, as the bools: the row times the writing, not the reading of 8 bytes.
    Indices(Vec<u8>),
    Numbers(Vec<u64>),
    Pairs(Vec<(u64, u64)>),
    Signed(Vec<i64>),
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::RandomVerdict => "YES/NO, random",
            Kind::ConstantVerdict => "YES/NO, always YES",
            Kind::VerdictRun => "YES/NO, random, 300 at a time",
            Kind::VerdictQuads => "YES/NO, random, 16 at a time",
            Kind::ThreeWords => "WIN/LOSE/DRAW, random",
            Kind::Number => "numbers, 1–10 digits",
            Kind::LongNumber => "numbers, 1–20 digits",
            Kind::UniformNumber => "numbers, uniform below 10^9",
            Kind::Pair => "pairs `x y`, 1–10 digits",
            Kind::Signed => "signed, 1–10 digits, half negative",
        }
    }

    fn method(self) -> &'static str {
        match self {
            Kind::RandomVerdict | Kind::ConstantVerdict => "`verdict`",
            Kind::VerdictRun => "`verdict_run`",
            Kind::VerdictQuads => "`verdict_quads`",
            Kind::ThreeWords => "`verdict_of`",
            Kind::Number | Kind::LongNumber | Kind::UniformNumber => "`u64`, `end_line`",
            Kind::Pair => "`u64`, `space`, `u64`, `end_line`",
            Kind::Signed => "`i64`, `end_line`",
        }
    }

    fn used_by(self) -> &'static str {
        match self {
            Kind::RandomVerdict | Kind::ConstantVerdict => "nim, kayles, …",
            Kind::VerdictRun => "bishi34, wythoff",
            Kind::VerdictQuads => "bishi35, bishi36",
            Kind::ThreeWords => "graph-game, shiritori",
            Kind::Number | Kind::LongNumber | Kind::UniformNumber => "nim-count",
            Kind::Pair => "nim-moves, wythoff-moves",
            Kind::Signed => "lc913, lc1140, lc1872",
        }
    }

    /// `count` answers of this kind, seed 1.
    fn draw(self, count: usize) -> Answers {
        let mut rng = Rng::new(1);
        let mut number = |digits| rng.digit_uniform(digits, u64::MAX);
        let answers = |draw: &mut dyn FnMut() -> u64| (0..count).map(|_| draw()).collect();
        match self {
            Kind::RandomVerdict => {
                let coins: Vec<u64> = answers(&mut || number(20) & 1);
                Answers::Bools(coins.into_iter().map(|coin| coin == 1).collect())
            }
            Kind::ConstantVerdict => Answers::Bools(vec![true; count]),
            Kind::VerdictRun => Kind::RandomVerdict.draw(count),
            Kind::VerdictQuads => {
                // The random verdicts' own coins, packed.
                let Answers::Bools(coins) = Kind::RandomVerdict.draw(count) else {
                    unreachable!("random verdicts are bools")
                };
                let runs = coins.chunks(RULE_RUN).map(|run| {
                    let bits = run
                        .iter()
                        .rev()
                        .fold(0, |bits, &coin| bits << 1 | u64::from(coin));
                    (bits, run.len())
                });
                Answers::Runs(runs.collect())
            }
            Kind::ThreeWords => {
                let draws: Vec<u64> = answers(&mut || number(20) % 3);
                Answers::Indices(draws.into_iter().map(|index| index as u8).collect())
            }
            Kind::Number => Answers::Numbers(answers(&mut || number(10))),
            Kind::LongNumber => Answers::Numbers(answers(&mut || number(20))),
            Kind::UniformNumber => {
                let mut uniform = Rng::new(1);
                Answers::Numbers(answers(&mut || uniform.range(0, 999_999_999)))
            }
            Kind::Pair => Answers::Pairs((0..count).map(|_| (number(10), number(10))).collect()),
            Kind::Signed => {
                // The sign by a coin of its own, as unpredictable as the length.
                let values: Vec<u64> = answers(&mut || {
                    let value = number(10) as i64;
                    (if number(20) & 1 == 1 { -value } else { value }) as u64
                });
                Answers::Signed(values.into_iter().map(|value| value as i64).collect())
            }
        }
    }

    /// Writes every answer through an `Output` on `sink` and finishes it; returns the sink.
    /// Each kind's loop is a function of its own, so that the code of one kind does not
    /// move another's (a change to one method otherwise shifted the others' rows by 5%).
    fn write<W: Write>(self, answers: &Answers, sink: W) -> W {
        let mut out = Output::new(sink);
        match black_box(answers) {
            Answers::Bools(answers) if self == Kind::VerdictRun => verdict_runs(&mut out, answers),
            Answers::Bools(answers) => verdicts(&mut out, answers),
            Answers::Runs(runs) => verdict_quads(&mut out, runs),
            Answers::Indices(answers) => three_words(&mut out, answers),
            Answers::Numbers(answers) => numbers(&mut out, answers),
            Answers::Pairs(answers) => pairs(&mut out, answers),
            Answers::Signed(answers) => signed(&mut out, answers),
        }
        out.into_sink()
    }

    /// What the answers must read as, by `format!`.
    fn expected(self, answers: &Answers) -> Vec<u8> {
        let yes_no = |answer: bool| if answer { "YES\n" } else { "NO\n" };
        let text: String = match answers {
            Answers::Bools(answers) => answers.iter().map(|&a| yes_no(a)).collect(),
            Answers::Runs(runs) => runs
                .iter()
                .flat_map(|&(bits, count)| (0..count).map(move |i| bits >> i & 1 == 1))
                .map(yes_no)
                .collect(),
            Answers::Indices(answers) => answers
                .iter()
                .map(|&a| format!("{}\n", Outcome::WORDS[usize::from(a)]))
                .collect(),
            Answers::Numbers(answers) => answers.iter().map(|a| format!("{a}\n")).collect(),
            Answers::Pairs(answers) => answers.iter().map(|(x, y)| format!("{x} {y}\n")).collect(),
            Answers::Signed(answers) => answers.iter().map(|a| format!("{a}\n")).collect(),
        };
        text.into_bytes()
    }
}

#[inline(never)]
fn verdicts<W: Write>(out: &mut Output<W>, answers: &[bool]) {
    for &answer in answers {
        out.verdict(&YES_NO, answer);
    }
}

#[inline(never)]
fn verdict_runs<W: Write>(out: &mut Output<W>, answers: &[bool]) {
    for run in answers.chunks(300) {
        out.verdict_run(&YES_NO, run, |answer| answer);
    }
}

#[inline(never)]
fn verdict_quads<W: Write>(out: &mut Output<W>, runs: &[(u64, usize)]) {
    let quads = VerdictQuads::new(&YES_NO).expect("YES and NO fit");
    for &(bits, count) in runs {
        out.verdict_quads(&quads, bits, count);
    }
}

#[inline(never)]
fn three_words<W: Write>(out: &mut Output<W>, answers: &[u8]) {
    for &answer in answers {
        out.verdict_of(&OUTCOMES, usize::from(answer));
    }
}

#[inline(never)]
fn numbers<W: Write>(out: &mut Output<W>, answers: &[u64]) {
    for &answer in answers {
        out.u64(answer);
        out.end_line();
    }
}

#[inline(never)]
fn pairs<W: Write>(out: &mut Output<W>, answers: &[(u64, u64)]) {
    for &(x, y) in answers {
        out.u64(x);
        out.space();
        out.u64(y);
        out.end_line();
    }
}

#[inline(never)]
fn signed<W: Write>(out: &mut Output<W>, answers: &[i64]) {
    for &answer in answers {
        out.i64(answer);
        out.end_line();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every kind, written through `Output`, reads as `format!` writes it (a few buffers'
    /// worth, so that answers straddle the 64 KiB blocks).
    #[test]
    fn every_kind_is_written_as_format_writes_it() {
        for kind in KINDS {
            // Not a multiple of 16: a shorter last run of `verdict_quads`.
            let answers = kind.draw(30_003);
            assert_eq!(
                kind.write(&answers, Vec::new()),
                kind.expected(&answers),
                "{kind:?}"
            );
        }
    }

    #[test]
    fn draws_are_what_the_rows_say() {
        let Answers::Numbers(numbers) = Kind::LongNumber.draw(10_000) else {
            panic!("numbers")
        };
        assert!(numbers.iter().any(|&v| v >= 10u64.pow(19)));
        assert!(numbers.iter().any(|&v| v < 10));
        let Answers::Bools(coins) = Kind::RandomVerdict.draw(10_000) else {
            panic!("bools")
        };
        let heads = coins.iter().filter(|&&c| c).count();
        assert!((4_500..5_500).contains(&heads), "{heads}");
        let Answers::Runs(runs) = Kind::VerdictQuads.draw(10_000) else {
            panic!("runs")
        };
        assert!(runs.iter().all(|&(_, count)| count == RULE_RUN));
        let heads: u32 = runs.iter().map(|&(bits, _)| bits.count_ones()).sum();
        assert!((4_500..5_500).contains(&heads), "{heads}");
    }
}
