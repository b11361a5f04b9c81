//! `table`: print the table of a game's small positions, find its pattern, and say what was
//! proved (docs/games.md#outcomes-and-the-table: print the table, find the period, prove it,
//! back-test). The commands are stated once, in `HELP` below (`table --help`).

use grundy::explore::svg::{positions_grid, save, values_chart};
use grundy::games::octal::{self, OctalGame, TakeAndBreak};
use grundy::games::periodic::Periodic;
use grundy::games::{fibonacci_nim, subtraction::Sequence, wythoff, zeckendorf};
use std::fmt::Write as _;
use std::io::Write as _;
use std::process::ExitCode;

const HELP: &str = "\
table: print a game's table of small positions and the pattern it proves.

usage:
  table subtraction S1 S2 ... [--upto N]
      One heap; a move removes exactly s stones, s in {S1, S2, ...} (each at least 1).
      Prints n, the Grundy value and P (lost) or N (won) for n = 0..N, then the period
      of the values, found by Golomb's rule: once max(S) values in a row repeat at
      distance p, they repeat for ever. Example: table subtraction 1 3 4 --upto 20
  table octal CODE [--upto N]
      An octal game: the code 0.d1d2d3... says, digit by digit, what removing k beans
      from a heap may leave (1: nothing, 2: one heap, 4: two heaps, summed). Kayles is
      0.77, Dawson's Kayles 0.07, Dawson's Chess 0.137, Treblecross 0.007 (each also by
      its name: table kayles, dawsons-kayles, dawsons-chess, treblecross). Prints the same
      table, then the
      period certified by the Guy-Smith theorem (values repeat with period p from n0
      once they do for every n from n0 below 2 n0 + p + the number of digits, one more
      when n0 = 0), or says that none was certified. Example: table octal 0.77 --upto 100
  table hex CODE [--upto N]   (or table hexadecimal CODE)
      A hexadecimal game 0.h1h2h3..., digits 0 to 9 and A to F: as an octal code, and 8
      lets the move leave three heaps. The same table and period search; with a digit
      of 8 or more the certificate asks for the values to repeat for every n from n0
      below 3 n0 + 2 p + the number of digits (one more when n0 = 0), the Guy-Smith
      theorem for three heaps. Such splits cost O(n^2) per value: without a certified
      period the rows stop at a work bound (about 1930 heaps for one digit), and rows
      beyond it are refused, naming it. Example: table hex 0.77F --upto 100
  table wythoff [--upto N]
      Two piles; take any number from one, or the same number from both. Prints the
      grid of positions (a, b) for a, b = 0..N, P for lost and . for won.
      Example: table wythoff --upto 12
  table fibonacci-nim [--upto N]
      One pile; the first move takes 1 to n - 1, then up to twice the last move. Prints
      each starting pile's outcome and the winning first move (the smallest term of the
      pile's Zeckendorf sum). Example: table fibonacci-nim --upto 30

N is 60 unless given (at most 100000; for wythoff at most 200). --svg FILE also draws the
table into FILE, an SVG picture: the values over n (for fibonacci-nim, the winning first
move; 0 where the pile is lost), or the grid of lost positions. A proved period ends with
one line: the lost positions, as residues (`lost: n mod 7 in {0, 2}`; Dawson's Kayles: `lost:
n mod 34 in {5, 9, 21, 25, 29}, and also n in {0, 1, 15, 35}`).
";

/// The octal games known by name, with their codes.
const NAMED_OCTAL: [(&str, &str); 4] = [
    ("kayles", "0.77"),
    ("dawsons-kayles", "0.07"),
    ("dawsons-chess", "0.137"),
    ("treblecross", "0.007"),
];

/// How many heaps the period search may compute before giving up, and how many steps (a
/// value costs one per move and a few more): about half a second at most.
const PERIOD_LIMIT: usize = 20_000_000;
const PERIOD_WORK: u64 = 300_000_000;
/// The same for octal and hexadecimal games, whose values cost O(n) each when heaps split in
/// two and O(n^2) in three: the heaps the certificate may use, and the moves looked at in
/// all (`TakeAndBreak::work`), which also bounds the rows computed without a certificate.
const OCTAL_LIMIT: usize = 16_384;
const OCTAL_WORK: u128 = 200_000_000;

fn main() -> ExitCode {
    // Arguments that are not UTF-8 are shown, not trusted: args() would panic on them.
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|arg| arg.to_string_lossy().into_owned())
        .collect();
    // `--help` anywhere is the help, as in the stdin binaries (`table wythoff --help` too).
    let command = if args.iter().any(|arg| arg == "--help" || arg == "-h") {
        Some("help")
    } else {
        args.first().map(String::as_str)
    };
    let result = match command {
        None | Some("help") => Ok(HELP.to_string()),
        Some("subtraction") => parse(&args[1..], 100_000).and_then(|asked| {
            let moves: Result<Vec<u64>, String> = asked
                .operands
                .iter()
                .map(|m| number(m, 1, u64::MAX, "a move"))
                .collect();
            subtraction(&moves?, &asked)
        }),
        Some("octal") => {
            parse(&args[1..], 100_000).and_then(|asked| match asked.operands.as_slice() {
                [code] => OctalGame::parse(code).and_then(|game| octal_table(&game, &asked)),
                _ => Err(format!("octal takes one code: {}", octal::CODE_SYNTAX)),
            })
        }
        Some(hex @ ("hex" | "hexadecimal")) => {
            parse(&args[1..], 100_000).and_then(|asked| match asked.operands.as_slice() {
                [code] => TakeAndBreak::parse_hexadecimal(code)
                    .and_then(|game| octal_table(&game, &asked)),
                _ => Err(format!("{hex} takes one code: {}", octal::HEX_CODE_SYNTAX)),
            })
        }
        Some(name) if NAMED_OCTAL.iter().any(|(known, _)| *known == name) => {
            let code = NAMED_OCTAL
                .iter()
                .find(|(known, _)| *known == name)
                .map(|k| k.1);
            parse(&args[1..], 100_000).and_then(|asked| {
                no_operands(&asked)?;
                let game = OctalGame::parse(code.unwrap_or_default())?;
                octal_table(&game, &asked).map(|table| format!("{name}: {table}"))
            })
        }
        Some("wythoff") => parse(&args[1..], 200)
            .and_then(|asked| no_operands(&asked).and_then(|()| wythoff_grid(&asked))),
        Some("fibonacci-nim") => parse(&args[1..], 100_000)
            .and_then(|asked| no_operands(&asked).and_then(|()| fibonacci(&asked))),
        Some(other) => Err(format!(
            "unknown game {other:?}: expected subtraction, octal, hex, wythoff, fibonacci-nim, \
             or an octal game's name (kayles, dawsons-kayles, dawsons-chess, treblecross)"
        )),
    };
    match result {
        Ok(text) => {
            let mut stdout = std::io::stdout().lock();
            match stdout
                .write_all(text.as_bytes())
                .and_then(|()| stdout.flush())
            {
                Ok(()) => ExitCode::SUCCESS,
                // A reader that went away (`| head`) is not an error.
                Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
                Err(error) => {
                    eprintln!("table: cannot write the output: {error}");
                    ExitCode::from(2)
                }
            }
        }
        Err(message) => {
            eprintln!("table: {message} (see table --help)");
            ExitCode::from(2)
        }
    }
}

/// What a command line asks of a game: its operands, the rows `--upto N` (default 60) and the
/// file `--svg FILE` draws them into.
struct Asked {
    operands: Vec<String>,
    upto: usize,
    svg: Option<String>,
}

impl Asked {
    /// Draws the `picture` into the file `--svg` names, if it names one, and says so at the
    /// end of `out`.
    fn draw(&self, out: &mut String, picture: impl FnOnce() -> String) -> Result<(), String> {
        if let Some(file) = &self.svg {
            out.push_str(&save(file, &picture())?);
        }
        Ok(())
    }
}

/// The operands, `--upto N` (at most `max_upto`) and `--svg FILE`.
fn parse(args: &[String], max_upto: u64) -> Result<Asked, String> {
    let mut asked = Asked {
        operands: Vec::new(),
        upto: 60,
        svg: None,
    };
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        if arg == "--upto" {
            let value = rest.next().ok_or("--upto needs a number")?;
            asked.upto = number(value, 0, max_upto, "--upto")? as usize;
        } else if arg == "--svg" {
            asked.svg = Some(rest.next().ok_or("--svg needs a file name")?.clone());
        } else {
            asked.operands.push(arg.clone());
        }
    }
    Ok(asked)
}

fn number(text: &str, low: u64, high: u64, what: &str) -> Result<u64, String> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    match text.parse::<u64>() {
        Ok(value) if digits && (low..=high).contains(&value) => Ok(value),
        _ => Err(format!(
            "{what} must be a whole number from {low} to {high}, not {text:?}"
        )),
    }
}

fn no_operands(asked: &Asked) -> Result<(), String> {
    if asked.operands.is_empty() {
        Ok(())
    } else {
        Err("this game takes no numbers besides --upto".into())
    }
}

fn subtraction(moves: &[u64], asked: &Asked) -> Result<String, String> {
    if moves.is_empty() {
        return Err("subtraction needs the moves: for example table subtraction 1 3 4".into());
    }
    let mut set = moves.to_vec();
    set.sort_unstable();
    set.dedup();
    let mut sequence = Sequence::new(&set);
    let mut budget = PERIOD_WORK;
    // The value of the largest heap there is: found only through the period.
    sequence.value(u64::MAX, PERIOD_LIMIT, &mut budget);
    let game = sequence.into_periodic().ok_or_else(|| {
        format!(
            "no period found within {PERIOD_LIMIT} values and {PERIOD_WORK} steps (a value \
             costs one per move and 8 more)"
        )
    })?;
    let shown: Vec<String> = set.iter().map(u64::to_string).collect();
    let title = format!("subtraction game, S = {{{}}}", shown.join(", "));
    let mut out = format!("{title}\n");
    let values = value_rows(&mut out, asked.upto, |n| game.value(n));
    let (start, period) = game.outcome_period();
    writeln!(out, "outcomes alone: preperiod {start}, period {period}").unwrap();
    writeln!(
        out,
        "Grundy values: preperiod {}, period {}",
        game.preperiod, game.period
    )
    .unwrap();
    out.push_str(&lost_positions(&game, start, period));
    asked.draw(&mut out, || values_chart(&title, &values))?;
    Ok(out)
}

/// The lost positions of a proved period in one line: those below `start`, then the
/// residues mod `period` of those from `start` on, which repeat for ever.
fn lost_positions(game: &Periodic, start: usize, period: usize) -> String {
    let lost = |range: std::ops::Range<usize>| -> Vec<usize> {
        range.filter(|&n| game.value(n as u64) == 0).collect()
    };
    let mut residues: Vec<usize> = lost(start..start + period)
        .iter()
        .map(|n| n % period)
        .collect();
    residues.sort_unstable();
    let list = |ns: &[usize]| {
        ns.iter()
            .map(usize::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    };
    let early = lost(0..start);
    let rule = |n: &usize| residues.contains(&(n % period));
    // Below the start the residues may say lost where it is won: then the start is said.
    let kept = (0..start).all(|n| !rule(&n) || early.contains(&n));
    let besides: Vec<usize> = early.iter().copied().filter(|n| !rule(n)).collect();
    let residues = list(&residues);
    let line = match (
        residues.is_empty(),
        early.is_empty(),
        kept,
        besides.is_empty(),
    ) {
        (true, true, ..) => "none".to_string(),
        (true, false, ..) => format!("only n in {{{}}}", list(&early)),
        (false, _, true, true) => format!("n mod {period} in {{{residues}}}"),
        (false, _, true, false) => format!(
            "n mod {period} in {{{residues}}}, and also n in {{{}}}",
            list(&besides)
        ),
        (false, true, false, _) => format!("n mod {period} in {{{residues}}} from {start} on"),
        (false, false, false, _) => format!(
            "n mod {period} in {{{residues}}} from {start} on, and n in {{{}}} below it",
            list(&early)
        ),
    };
    format!("lost: {line}\n")
}

/// An octal or hexadecimal game's table, period and lost positions.
fn octal_table(game: &OctalGame, asked: &Asked) -> Result<String, String> {
    let upto = asked.upto;
    let kind = if game.is_hexadecimal() {
        "hexadecimal"
    } else {
        "octal"
    };
    let title = format!("{kind} game {}", game.code());
    let mut out = format!("{title}\n");
    // Guy and Smith's theorem, or its extension to moves that leave three heaps.
    let theorem = match game.most_heaps() {
        3 => "the Guy-Smith theorem for three-heap splits",
        _ => "the Guy-Smith theorem",
    };
    let affordable = game.affordable(OCTAL_WORK);
    let limit = OCTAL_LIMIT.min(affordable);
    match octal::certify_or_values(game, limit) {
        Ok(certified) => {
            let values = value_rows(&mut out, upto, |n| certified.values.value(n));
            writeln!(
                out,
                "certified by {theorem} from the first {} values",
                certified.computed
            )
            .unwrap();
            writeln!(
                out,
                "Grundy values: preperiod {}, period {}",
                certified.values.preperiod, certified.values.period
            )
            .unwrap();
            let (start, period) = certified.values.outcome_period();
            out.push_str(&lost_positions(&certified.values, start, period));
            asked.draw(&mut out, || values_chart(&title, &values))?;
        }
        Err(mut values) => {
            if upto >= affordable {
                return Err(format!(
                    "no period certified up to {limit}, and the rows up to {upto} would take \
                     more than {OCTAL_WORK} moves to compute: --upto at most {} for this game",
                    affordable.saturating_sub(1)
                ));
            }
            // What the search computed, extended if the rows go further (within the bound).
            game.extend(&mut values, upto + 1);
            let values = value_rows(&mut out, upto, |n| values[n as usize]);
            writeln!(out, "no period certified up to {limit}").unwrap();
            asked.draw(&mut out, || values_chart(&title, &values))?;
        }
    }
    Ok(out)
}

/// The rows `n  G  P/N` for n = 0..=upto, in aligned columns; the values shown.
fn value_rows(out: &mut String, upto: usize, value: impl Fn(u64) -> u32) -> Vec<u32> {
    let width = upto.to_string().len().max(1);
    let value_width = (0..=upto as u64)
        .map(|n| value(n).to_string().len())
        .max()
        .unwrap_or(1);
    writeln!(out, "{:>width$}  {:>value_width$}  P/N", "n", "G").unwrap();
    for n in 0..=upto as u64 {
        let g = value(n);
        let outcome = if g == 0 { "P" } else { "N" };
        writeln!(out, "{n:>width$}  {g:>value_width$}  {outcome}").unwrap();
    }
    (0..=upto as u64).map(value).collect()
}

fn wythoff_grid(asked: &Asked) -> Result<String, String> {
    let upto = asked.upto;
    let width = upto.to_string().len();
    let label = width.max(3);
    let mut out = String::from("Wythoff's game: P = lost for the player to move, . = won\n");
    write!(out, "{:>label$} ", "a\\b").unwrap();
    for b in 0..=upto {
        write!(out, " {b:>width$}").unwrap();
    }
    out.push('\n');
    for a in 0..=upto as u64 {
        write!(out, "{a:>label$} ").unwrap();
        for b in 0..=upto as u64 {
            let mark = if wythoff::is_lost(a, b) { "P" } else { "." };
            write!(out, " {mark:>width$}").unwrap();
        }
        out.push('\n');
    }
    let pairs: Vec<String> = (0..)
        .map_while(|k| wythoff::lost_pair(k).filter(|&(_, b)| b <= upto as u64))
        .map(|(a, b)| format!("({a}, {b})"))
        .collect();
    writeln!(
        out,
        "lost pairs up to {upto}: {} (a = ⌊kφ⌋, b = a + k)",
        pairs.join(" ")
    )
    .unwrap();
    asked.draw(&mut out, || {
        let side = upto + 1;
        positions_grid("Wythoff's game: lost positions", side, side, |a, b| {
            wythoff::is_lost(a as u64, b as u64)
        })
    })?;
    Ok(out)
}

fn fibonacci(asked: &Asked) -> Result<String, String> {
    let upto = asked.upto;
    let width = upto.to_string().len().max(1);
    let mut out = format!("{:>width$}  outcome     first move\n", "n");
    for n in 1..=upto as u64 {
        let (outcome, take) = match fibonacci_nim::winning_first_take(n) {
            Some(take) => ("First win ", take.to_string()),
            None => ("Second win", "-".to_string()),
        };
        writeln!(out, "{n:>width$}  {outcome}  {take}").unwrap();
    }
    let lost: Vec<String> = (1..=upto as u64)
        .filter(|&n| zeckendorf::is_fibonacci(n))
        .map(|n| n.to_string())
        .collect();
    writeln!(
        out,
        "lost exactly at the Fibonacci numbers: {}",
        lost.join(" ")
    )
    .unwrap();
    asked.draw(&mut out, || {
        // The winning first take of each pile, 0 where the pile is lost (and for pile 0).
        let takes: Vec<u32> = (0..=upto as u64)
            .map(|n| fibonacci_nim::winning_first_take(n).map_or(0, |take| take as u32))
            .collect();
        values_chart("Fibonacci Nim: the winning first take", &takes)
    })?;
    Ok(out)
}
