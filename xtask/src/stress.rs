//! `cargo xtask stress BINARY|all [--rounds N] [--seed S] [--size small|judge|u64] [--max V]
//! [--against 'COMMAND'] [--reference 'COMMAND'] [--time-limit S] [--save DIR]`: random inputs,
//! answered by two seats and compared. By default the seats are the release binary and the
//! problem's reference (in its file in `problems/`, built from the rules alone), compared
//! byte for byte; `--against` seats the user's program against the release binary (or
//! `--reference`'s program), compared as judges compare. A wrong answer, a crash or a
//! time-out is a failure: the input is shrunk (fewer cases, fewer numbers in a case, smaller
//! numbers, every case kept valid) while it fails, printed with both outputs, optionally
//! saved as a sample, and the exit status is 1.
//!
//! `--size small` (the default) draws small cases that the brute tables answer. `--size
//! judge` draws each problem's judge-size stress within the limits its judge's statement
//! states (`Sizes::judge_limits`): long lists and long inputs that cross the scanner's
//! buffers, answered by references exact at that size; a correct submission may rely on
//! those limits, so nothing beyond them is drawn. `--max V` lets the values go up to V, and
//! `--size u64` up to 2^64 − 1 (the binaries' whole range), for programs meant to take
//! more. Against grundy's binary (`--against` alone), which answers at any size, the draws
//! are not held to a reference's reach: `Plan::against_binary`, and an input the binary
//! refuses is drawn again lower (`Plan::narrow`). Against the reference, a problem without a
//! judge-size stress is skipped with its reason.
//!
//! `table`, driven by arguments, has its own stress (`problems/table.rs`).
//!
//! `cargo xtask brute BINARY < INPUT`: the reference's answers to a given (small) input, to
//! diff against the binary's own, refused in one line beyond the reference's limits. The
//! references live here, not in the binaries, so that the files submitted to judges carry
//! no oracle.

use crate::cargo;
use crate::cli::Options;
use crate::problem::draw::Case;
use crate::problem::{Plan, Problem, Scale, Scope};
use crate::problems::{self, table};
use crate::run::{compare, excerpt, Outcome, Program};
use grundy::oracles::rng::Rng;
use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

pub const HELP: &str =
    "usage: cargo xtask stress BINARY|all [--rounds N] [--seed S] [--size small|any|judge|u64] [--max V]
                         [--against 'COMMAND'] [--reference 'COMMAND'] [--time-limit SECONDS]
                         [--save DIR]
Random inputs for BINARY, answered by two seats and compared. By default grundy's release
binary is checked against the reference built from the move rules. --against puts your
program in the first seat, against grundy's binary (or --reference's program); a wrong
answer, an exit status other than 0 or a time-out (--time-limit, 5 s by default for
programs given here) is a failure. The first failure is shrunk to a smallest valid input,
printed with both outputs and the first differing line, saved with --save as
DIR/sample-N.in and .out (what the second seat answered), and the exit status is 1.
  --size small   small cases the brute tables answer, within the judge's stated limits
                 (default, 300 rounds)
  --size any     small cases beyond the judge's statement too: anything the binary admits
  --size judge   judge-size cases within the judge's stated limits (10 rounds by default)
  --max V        judge-size cases, their values up to V
  --size u64     judge-size cases, values up to 18446744073709551615 (grundy's range)
Against grundy's binary, judge-size values reach the whole range asked (the binary answers
at any size), turning values among them: powers of two and ten, Fibonacci numbers, 2^31,
2^32, 2^63 and the limit, each with its neighbours.
example:
  g++ -O2 -o nim-count hdu1850.cpp
  cargo xtask stress nim-count --against ./nim-count --rounds 500 --save failing";

pub fn main(args: &[String]) -> Result<(), String> {
    let options = Options::parse(
        args,
        &[
            "rounds",
            "seed",
            "size",
            "against",
            "reference",
            "time-limit",
            "save",
            "max",
        ],
    )?;
    let max = options
        .text("max")
        .map(|_| options.number("max", 0))
        .transpose()?;
    let default = if max.is_some() { "judge" } else { "small" };
    let size = options.text("size").unwrap_or(default);
    let scope = match (size, max) {
        ("small" | "any", None) => None,
        ("judge", None) => Some(Scope::Judge),
        ("judge", Some(max)) => Some(Scope::Max(max)),
        ("u64", None) => Some(Scope::U64),
        ("small" | "any" | "u64", Some(_)) => return Err("--max goes with --size judge".into()),
        (other, _) => {
            return Err(format!(
                "--size takes small, any, judge or u64, not {other:?}"
            ))
        }
    };
    let judge = scope.is_some();
    let rounds = options.number("rounds", if judge { 10 } else { 300 })?;
    let seed = options.number("seed", 1)?;
    let [which] = options.positional.as_slice() else {
        return Err("stress takes one BINARY, or all".into());
    };
    let against = options.text("against").map(Program::line).transpose()?;
    let reference = options.text("reference").map(Program::line).transpose()?;
    let time_limit = match options.time_limit()? {
        None if against.is_some() || reference.is_some() => Some(Duration::from_secs(5)),
        limit => limit,
    };
    let save = options.text("save").map(PathBuf::from);
    let chosen: Vec<&dyn Problem> = match which.as_str() {
        "all" => problems::ALL.to_vec(),
        "table" => Vec::new(),
        _ => vec![problems::find(which)?],
    };
    if (against.is_some() || reference.is_some()) && chosen.len() != 1 {
        return Err("--against and --reference take one BINARY (not all, not table)".into());
    }
    // grundy's binaries are built only when a seat runs them.
    let needs_binaries = !(against.is_some() && reference.is_some());
    let mut built: Vec<&str> = chosen.iter().map(|p| p.binary()).collect();
    if which == "all" || which == "table" {
        built.push("table");
    }
    if needs_binaries {
        cargo::build_release(&built)?;
    }
    if which == "all" || which == "table" {
        if judge {
            println!("table: skipped at judge size: its arguments are a game and a bound, checked by the small stress up to its largest bound");
        } else {
            table::stress(&cargo::release("table"), rounds, seed)?;
        }
    }
    for problem in chosen {
        let binary = problem.binary();
        // Against grundy's binary, a program is checked wherever the binary answers.
        let against_binary = against.is_some() && reference.is_none();
        let plan = if let Some(scope) = scope {
            match Plan::at(problem, scope) {
                _ if against_binary => Plan::against_binary(problem, scope),
                Ok(plan) => plan,
                Err(reason) => {
                    println!("{binary}: skipped at judge size: {reason}");
                    continue;
                }
            }
        } else if size == "any" {
            Plan::small(problem)
        } else {
            Plan::stated(problem)
        };
        let grundy = Seat::Grundy(cargo::release(binary));
        let (first, second) = match (&against, &reference) {
            (Some(a), Some(r)) => (Seat::Program(a.clone()), Seat::Program(r.clone())),
            (Some(a), None) => (Seat::Program(a.clone()), grundy),
            (None, Some(r)) => (grundy, Seat::Program(r.clone())),
            (None, None) => (grundy, Seat::Rules),
        };
        let duel = Duel {
            plan: &plan,
            seats: [first, second],
            time_limit,
        };
        let Some((round, cases)) = duel.rounds(rounds, seed)? else {
            continue;
        };
        let smallest = shrink(&plan, cases, |trial| Ok(duel.fails(trial)?.is_some()))?;
        let report = duel.report(&smallest)?;
        println!("{binary}: round {round} of seed {seed} fails; smallest failing input found:");
        print!("{report}");
        if let Some(dir) = &save {
            let input = problem.write(&smallest);
            let expected = duel.seats[1].answer(&plan, &smallest, &input, time_limit)?;
            let name = save_case(dir, input.as_bytes(), &expected.stdout)?;
            println!("saved as {name}.in and {name}.out (what the second seat answered)");
        }
        return Err(String::new());
    }
    Ok(())
}

/// Who answers an input: grundy's release binary, a program given on the command line, or
/// the reference built from the rules.
enum Seat {
    Grundy(PathBuf),
    Program(Program),
    Rules,
}

impl Seat {
    fn name(&self) -> String {
        match self {
            Seat::Grundy(path) => format!("grundy's {}", path.display()),
            Seat::Program(program) => program.shown.clone(),
            Seat::Rules => "the reference (from the rules)".to_string(),
        }
    }

    fn answer(
        &self,
        plan: &Plan,
        cases: &[Case],
        input: &str,
        limit: Option<Duration>,
    ) -> Result<Outcome, String> {
        match self {
            Seat::Grundy(path) => Program::path(path).run(input.as_bytes(), limit),
            Seat::Program(program) => program.run(input.as_bytes(), limit),
            Seat::Rules => Ok(Outcome {
                stdout: plan.reference(cases).into_bytes(),
                stderr: Vec::new(),
                status: Some(0),
                wall: Duration::ZERO,
                timed_out: false,
            }),
        }
    }
}

/// The first failing input of a run: its round and its cases.
type Found = (u64, Vec<Case>);

/// Two seats answering one plan's inputs.
struct Duel<'a> {
    plan: &'a Plan<'a>,
    seats: [Seat; 2],
    time_limit: Option<Duration>,
}

impl Duel<'_> {
    /// Both seats' outcomes on `cases`, or the second's alone where it refused the input
    /// (`refused`).
    fn outcomes(&self, cases: &[Case]) -> Result<Result<[Outcome; 2], Outcome>, String> {
        let input = self.plan.problem.write(cases);
        let answer = |seat: &Seat| seat.answer(self.plan, cases, &input, self.time_limit);
        let second = answer(&self.seats[1])?;
        if self.refused(&second) {
            return Ok(Err(second));
        }
        Ok(Ok([answer(&self.seats[0])?, second]))
    }

    /// What fails on `cases`, if anything: a time-out, a crash, or different answers. An
    /// input grundy's binary refuses where it decides the format (`refused`) fails nothing.
    fn fails(&self, cases: &[Case]) -> Result<Option<String>, String> {
        Ok(match self.outcomes(cases)? {
            Ok(outcomes) => failure(&self.seats, &outcomes),
            Err(_) => None,
        })
    }

    /// Whether grundy's binary, the second seat of a wide plan, refused the input as
    /// outside what it admits (status 2): the input was not valid, whatever the program said.
    fn refused(&self, second: &Outcome) -> bool {
        self.plan.is_wide() && second.status == Some(2)
    }

    /// Draws `rounds` inputs; the first that fails, with its round.
    fn rounds(&self, rounds: u64, seed: u64) -> Result<Option<Found>, String> {
        let binary = self.plan.problem.binary();
        let started = Instant::now();
        let mut progress = Progress::new(binary, rounds);
        let (mut bytes, mut case_count, mut largest) = (0, 0, 0);
        let shortfall = self.plan.shortfall();
        if let Some(short) = &shortfall {
            println!("{binary}: {short}");
        }
        let mut narrowed = None;
        let mut rng = Rng::new(seed);
        for round in 0..rounds {
            let (cases, outcomes) = loop {
                let cases = self.plan.draw_input(&mut rng);
                if let Some(bad) = cases.iter().find(|c| !self.plan.valid(c)) {
                    return Err(format!(
                        "{binary}: the generator drew an invalid case {bad:?}"
                    ));
                }
                let refusal = match self.outcomes(&cases)? {
                    Ok(outcomes) => break (cases, outcomes),
                    Err(refusal) => refusal,
                };
                // Values past what the binary admits: drawn again, up to half as far.
                let Some(cap) = self.plan.narrow() else {
                    return Err(format!(
                        "{binary}: grundy's binary refused a drawn input: {}",
                        String::from_utf8_lossy(&refusal.stderr).trim_end()
                    ));
                };
                narrowed = Some(cap);
            };
            largest = cases.iter().flatten().fold(largest, |l, &v| l.max(v));
            bytes += self.plan.problem.write(&cases).len();
            case_count += cases.len();
            if failure(&self.seats, &outcomes).is_some() {
                progress.clear();
                return Ok(Some((round, cases)));
            }
            progress.show(round + 1, case_count);
        }
        progress.clear();
        let within = self
            .plan
            .limits_text()
            .map_or(String::new(), |w| format!(", {w}"));
        let narrowed = narrowed.map(|cap| {
            format!("inputs grundy's binary refused were drawn again lower, to a cap of {cap}")
        });
        let short = shortfall
            .or(narrowed)
            .map_or(String::new(), |s| format!("; {s}"));
        println!(
            "{binary}: {rounds} rounds, 0 differences on numbers up to {largest} ({:.1} MB of \
             input, {:.1} s{within}){short}",
            bytes as f64 / 1e6,
            started.elapsed().as_secs_f64()
        );
        Ok(None)
    }

    /// The failing input with both seats' outcomes and the first differing line.
    fn report(&self, cases: &[Case]) -> Result<String, String> {
        let input = self.plan.problem.write(cases);
        let outcomes = self.outcomes(cases)?.map_err(|refusal| {
            let said = String::from_utf8_lossy(&refusal.stderr);
            format!("grundy's binary refused the failing input on a rerun: {said}")
        })?;
        let why = failure(&self.seats, &outcomes).unwrap_or_else(|| {
            "no failure on a rerun (a flaky program or a time-out near the limit)".into()
        });
        let mut text = format!(
            "--- input ({} case{})\n{}",
            cases.len(),
            if cases.len() == 1 { "" } else { "s" },
            excerpt(input.as_bytes())
        );
        for (seat, outcome) in self.seats.iter().zip(&outcomes) {
            text.push_str(&format!(
                "--- {} ({}, {:.3} s)\n{}",
                seat.name(),
                outcome.ending(),
                outcome.wall.as_secs_f64(),
                excerpt(&outcome.stdout)
            ));
            if !outcome.stderr.is_empty() {
                text.push_str(&format!("--- its stderr\n{}", excerpt(&outcome.stderr)));
            }
        }
        text.push_str(&format!("failure: {why}\n"));
        Ok(text)
    }
}

/// Why two outcomes make a failure: the first seat's or the second's ending, or the first
/// line where their answers differ.
fn failure(seats: &[Seat; 2], outcomes: &[Outcome; 2]) -> Option<String> {
    for (seat, outcome) in seats.iter().zip(outcomes) {
        if !outcome.succeeded() {
            return Some(format!("{}: {}", seat.name(), outcome.ending()));
        }
    }
    // grundy's binaries answer byte for byte as the rules do; other programs as judges
    // compare them.
    let exact = !seats.iter().any(|seat| matches!(seat, Seat::Program(_)));
    let [first, second] = outcomes;
    compare(&second.stdout, &first.stdout, exact).map(|diff| format!("wrong answer: {diff}"))
}

/// Writes `input` and `expected` as `DIR/sample-N.in` and `.out` with the first free N;
/// returns `DIR/sample-N`.
fn save_case(dir: &Path, input: &[u8], expected: &[u8]) -> Result<String, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let free = (1..)
        .map(|n| dir.join(format!("sample-{n}")))
        .find(|stem| !stem.with_extension("in").exists() && !stem.with_extension("out").exists())
        .expect("a free name");
    for (ext, bytes) in [("in", input), ("out", expected)] {
        let path = free.with_extension(ext);
        std::fs::write(&path, bytes).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(free.display().to_string())
}

/// Rounds and cases per second on stderr, on one rewritten line, only when stderr is a
/// terminal (a log or a pipe gets the summary alone).
struct Progress {
    binary: &'static str,
    rounds: u64,
    started: Instant,
    shown: Option<Instant>,
    on: bool,
}

impl Progress {
    fn new(binary: &'static str, rounds: u64) -> Progress {
        Progress {
            binary,
            rounds,
            started: Instant::now(),
            shown: None,
            on: std::io::stderr().is_terminal(),
        }
    }

    fn show(&mut self, round: u64, cases: usize) {
        let due = self
            .shown
            .map_or(true, |at| at.elapsed().as_millis() >= 200);
        if !self.on || !due {
            return;
        }
        self.shown = Some(Instant::now());
        let rate = cases as f64 / self.started.elapsed().as_secs_f64().max(1e-9);
        let mut stderr = std::io::stderr();
        let _ = write!(
            stderr,
            "\r{}: round {round}/{}, {rate:.0} cases/s   ",
            self.binary, self.rounds
        );
        let _ = stderr.flush();
    }

    fn clear(&self) {
        if self.on && self.shown.is_some() {
            eprint!("\r{:60}\r", "");
        }
    }
}

/// `brute`'s usage, with every problem's limits.
pub fn brute_help() -> String {
    let mut text = String::from(
        "usage: cargo xtask brute BINARY [--wrong-first] < INPUT
The reference's answers (computed from the move rules alone) to a small input, to diff
against a program's. The reference's tables are small: an input beyond these limits is
refused with one line naming the limit (exit 2).
  --wrong-first   the first answer altered: a planted wrong program, to try check and stress
example:
  cargo xtask gen nim --cases 3 --items 4 --max 7 > small.in
  diff <(./a.out < small.in) <(cargo xtask brute nim < small.in)
limits:
",
    );
    for problem in problems::ALL {
        text.push_str(&format!(
            "  {:<15} {}\n",
            problem.binary(),
            problem.sizes().limits_text
        ));
    }
    text.truncate(text.trim_end().len());
    text
}

/// `cargo xtask brute BINARY [--wrong-first]`: reads an input on stdin, prints the
/// reference's answers (the first one altered with `--wrong-first`).
pub fn brute(args: &[String]) -> Result<(), String> {
    let options = Options::parse(args, &["wrong-first!"])?;
    let [name] = options.positional.as_slice() else {
        return Err("brute takes one BINARY and reads its input on stdin".into());
    };
    let problem = problems::find(name)?;
    let binary = problem.binary();
    let mut input = String::new();
    std::io::stdin()
        .read_to_string(&mut input)
        .map_err(|e| format!("cannot read stdin: {e}"))?;
    let cases = problem.read(&input).map_err(|e| format!("{binary}: {e}"))?;
    // A limit `valid` misses is still refused in one line, not with a panic's text.
    std::panic::set_hook(Box::new(|_| {}));
    let answers = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| problem.reference(&cases, Scale::Small))).map_err(|_| {
        format!(
            "{binary}: the input is beyond the reference's tables ({}; see cargo xtask brute --help)",
            problem.sizes().limits_text
        )
    })?;
    let answers = match options.switch("wrong-first") {
        true => wrong_first(&answers),
        false => answers,
    };
    print!("{answers}");
    Ok(())
}

/// `answers` with its first line altered (`X` appended), or a line `X` when there is
/// none: a wrong program planted for the tests of `check` and `stress`.
pub fn wrong_first(answers: &str) -> String {
    match answers.split_once('\n') {
        Some((first, rest)) => format!("{first}X\n{rest}"),
        None => format!("{answers}X\n"),
    }
}

/// Drops runs of cases, then the counted parts the problem names (`counted_parts`), then runs
/// of numbers within a case (halves first, down to single ones; not where the layout fixes
/// a case's length), then lowers each number toward 0 (by
/// all of it, half of it, a quarter, … down to 1, a step again while it keeps the
/// failure), as long as every case stays valid and the failure stays; again until nothing
/// changes, since a lowered number may let another go. A trial is run only when every case
/// is valid, so no reference or binary sees an input outside its format. Judge-size inputs
/// shrink in a number of runs far below their length.
fn shrink(
    plan: &Plan,
    mut cases: Vec<Case>,
    mut fails: impl FnMut(&[Case]) -> Result<bool, String>,
) -> Result<Vec<Case>, String> {
    let mut still_fails = |trial: &[Case]| -> Result<bool, String> {
        Ok(trial.iter().all(|c| plan.valid(c)) && fails(trial)?)
    };
    let fewest = (*plan.cases.start() as usize).max(1);
    // Numbers are dropped only where a case's length may vary.
    let dropping = plan.problem.layout().arity().is_none();
    loop {
        let before = cases.clone();
        let mut run = cases.len() / 2;
        while run >= 1 {
            let mut at = 0;
            while at < cases.len() && cases.len() > fewest {
                let mut fewer = cases.clone();
                fewer.drain(at..(at + run).min(cases.len()));
                if fewer.len() >= fewest && still_fails(&fewer)? {
                    cases = fewer;
                } else {
                    at += run;
                }
            }
            run /= 2;
        }
        // Counted parts (the problem's own steps), each kept while the input still fails;
        // the list is made again after each success, from the same place on.
        for c in 0..cases.len() {
            let mut at = 0;
            loop {
                let parts = (plan.problem.sizes().counted_parts)(&cases[c]);
                let Some(part) = parts.get(at) else {
                    break;
                };
                let mut trial = cases.clone();
                trial[c] = part.dropped_from(&cases[c]);
                if still_fails(&trial)? {
                    cases = trial;
                } else {
                    at += 1;
                }
            }
        }
        // Numbers go in whole items (a graph's edges are pairs after its vertex count).
        let (head, width) = plan.problem.sizes().items;
        let items = |case: &Case| case.len().saturating_sub(head) / width;
        for c in (0..cases.len()).filter(|_| dropping) {
            let mut run = (items(&cases[c]) + 1) / 2;
            while run >= 1 {
                // Short cases try every start; long ones step by the run.
                let stride = if cases[c].len() <= 64 { 1 } else { run };
                let mut at = 0;
                while at < items(&cases[c]) {
                    let mut trial = cases.clone();
                    let end = (at + run).min(items(&trial[c]));
                    trial[c].drain(head + at * width..head + end * width);
                    if still_fails(&trial)? {
                        cases = trial;
                    } else {
                        at += stride;
                    }
                }
                run /= 2;
            }
        }
        for c in 0..cases.len() {
            for v in 0..cases[c].len() {
                // Binary descent: the largest step that keeps the failure, again while it
                // does, then half of it.
                let mut step = cases[c][v];
                while step != 0 {
                    let mut trial = cases.clone();
                    trial[c][v] -= step;
                    if still_fails(&trial)? {
                        cases = trial;
                        if step.abs() > cases[c][v].abs() {
                            step = cases[c][v];
                        }
                    } else {
                        step /= 2;
                    }
                }
            }
        }
        if cases == before {
            return Ok(cases);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A judge-size input shrinks to the one number that matters, exactly at the threshold,
    /// in a number of runs far below its length.
    #[test]
    fn judge_inputs_shrink_to_the_smallest_difference() {
        let plan = Plan::at(problems::find("nim").unwrap(), Scope::U64).unwrap();
        let mut rng = Rng::new(5);
        let cases: Vec<Case> = (0..6).map(|_| plan.draw(&mut rng)).collect();
        let threshold = 1_000_000_000_000_000_000;
        let numbers = cases.iter().map(Vec::len).sum::<usize>();
        assert!(numbers > 5000 && cases.iter().flatten().any(|&v| v >= threshold));
        let mut runs = 0;
        let smallest = shrink(&plan, cases, |trial| {
            runs += 1;
            Ok(trial.iter().flatten().any(|&v| v >= threshold))
        })
        .unwrap();
        assert_eq!(smallest, [vec![threshold]]);
        assert!(runs < 300, "{runs} runs for {numbers} numbers");
    }

    /// Where the layout fixes a case's length, numbers are lowered but never dropped.
    #[test]
    fn fixed_length_cases_keep_their_numbers() {
        let plan = Plan::judge(problems::find("wythoff-moves").unwrap()).unwrap();
        let mut rng = Rng::new(6);
        let cases: Vec<Case> = (0..3000).map(|_| plan.draw(&mut rng)).collect();
        let smallest = shrink(&plan, cases, |trial| {
            Ok(trial.iter().any(|c| c[0] >= 5 && c[1] >= 7))
        })
        .unwrap();
        assert_eq!(smallest, [vec![5, 7]]);
    }
}

#[cfg(test)]
mod planted {
    use super::*;
    use crate::problem::draw::Value;

    /// Whether no single step leaves a valid input that still fails: dropping a case (below
    /// the fewest allowed), dropping a counted part (`counted_parts`), dropping one number
    /// (where the length may vary), or moving one number one toward 0. A planted wrong first answer fails on every input, so the
    /// smallest failing input is the smallest valid one the steps reach.
    fn is_minimal(plan: &Plan, cases: &[Case]) -> Result<(), String> {
        let fewest = (*plan.cases.start() as usize).max(1);
        if cases.len() != fewest {
            return Err(format!("{} cases, {fewest} allowed", cases.len()));
        }
        let valid = |trial: &[Case]| trial.iter().all(|c| plan.valid(c));
        let dropping = plan.problem.layout().arity().is_none();
        for c in 0..cases.len() {
            for part in (plan.problem.sizes().counted_parts)(&cases[c]) {
                let mut trial = cases.to_vec();
                trial[c] = part.dropped_from(&cases[c]);
                if valid(&trial) {
                    return Err(format!("case {c} has a part that can go: {trial:?}"));
                }
            }
            for v in 0..cases[c].len() {
                let mut trial = cases.to_vec();
                trial[c][v] -= trial[c][v].signum();
                if trial[c][v] != cases[c][v] && valid(&trial) {
                    return Err(format!("number {v} of case {c} can be lowered: {trial:?}"));
                }
                let mut trial = cases.to_vec();
                trial[c].remove(v);
                if dropping && valid(&trial) {
                    return Err(format!("number {v} of case {c} can go: {trial:?}"));
                }
            }
        }
        Ok(())
    }

    /// In every format, small and judge-size, a program whose first answer is wrong is
    /// caught and shrunk to a minimal valid input (see `is_minimal`), which the report
    /// prints with the first differing line, and which every layout reads back. Every trial
    /// runs the reference: a shrink step that left the format would panic it here.
    #[test]
    fn a_wrong_first_answer_shrinks_to_a_minimal_input_in_every_format() {
        let mut rng = Rng::new(12);
        for problem in problems::ALL {
            let binary = problem.binary();
            // At judge size, the formats of a fixed length (the ones whose shrinking once
            // dropped numbers); the other judge-size references are too slow for a
            // debug-build test (S-Nim's and token-game's counted parts take seconds there:
            // their small plans check `counted_parts`).
            let fixed = problem.layout().arity().is_some();
            let judge = Plan::judge(*problem).ok().filter(|_| fixed);
            let plans = [Some(Plan::small(*problem)), judge];
            for plan in plans.iter().flatten() {
                let mut cases = plan.draw_input(&mut rng);
                // One judge-size case is enough to walk its format down (the references at
                // that size are slow in a debug build).
                if !plan.size.is_small() {
                    cases.truncate((*plan.cases.start() as usize).max(1));
                }
                let planted = |trial: &[Case]| wrong_first(&plan.reference(trial));
                let fails = |trial: &[Case]| {
                    compare(
                        plan.reference(trial).as_bytes(),
                        planted(trial).as_bytes(),
                        true,
                    )
                };
                assert!(fails(&cases).is_some(), "{binary}");
                let smallest = shrink(plan, cases, |trial| Ok(fails(trial).is_some())).unwrap();
                let judge = if plan.size.is_small() {
                    "small"
                } else {
                    "judge"
                };
                if let Err(why) = is_minimal(plan, &smallest) {
                    panic!("{binary} ({judge}): {smallest:?} is not minimal: {why}");
                }
                let input = problem.write(&smallest);
                let back = problem.layout().read(&input).unwrap();
                assert_eq!(problem.write(&back), input, "{binary}");
                let numbers: Vec<Value> = smallest.iter().flatten().copied().collect();
                assert!(numbers.len() <= 64, "{binary} ({judge}): {numbers:?}");
                let why = fails(&smallest).unwrap();
                let report = format!("{}{why}", excerpt(input.as_bytes()));
                assert!(
                    report.starts_with(&input) && why.starts_with("line 1:"),
                    "{report}"
                );
            }
        }
    }
}
