//! How cases become input text and back: the layouts of the formats. `render` writes
//! cases as a binary reads them; `parse` reads an input back into cases, for
//! `cargo xtask brute` (a test checks that the two agree for every format).

use crate::formats::{cat_graph, grid_parts, s_nim_parts, token_parts, Case, Format, Value};
use grundy::leetcode::text::Text;
use std::ops::RangeInclusive;

/// How a list of cases is written as input.
#[derive(Clone, Copy)]
pub enum Layout {
    /// `T`, then one line per case of `arity` numbers.
    CountedLines { arity: usize },
    /// `T`, then per case its length and its numbers.
    CountedLists,
    /// Per case its length and its numbers, then `0`.
    ListsUntilZero,
    /// One line per case of `arity` numbers, then `end` if the format has a closing line.
    Lines {
        arity: usize,
        end: Option<&'static str>,
    },
    /// S-Nim: per case `k s1 … sk`, `m`, m lines `l h1 … hl`; then `0`.
    SNim,
    /// `T`, then per case the row's length and its pins, `I` standing and `X` down.
    PinRows,
    /// One graph: `n m`, then m lines `u v`.
    EdgeList,
    /// Token games until the end: `N`, N successor lists, queries `M p1 … pM`, `0`.
    TokenGame,
    /// `N`, then one word per line (each case is one word).
    Words,
    /// LeetCode's test-case text: each case's arguments, one per line.
    LeetCode(Arguments),
}

/// The argument lists of the LeetCode problems, each a flat case.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Arguments {
    /// `k` integers, one per line.
    Integers(usize),
    /// One integer array.
    Array,
    /// Two integer arrays as long as each other: the case holds both, first then second.
    TwoArrays,
    /// One string of `+` and `-`: the case holds 1 for `+`, 0 for `-`.
    Pluses,
    /// 913's graph: the case is [nodes, u1, v1, u2, v2, …] with undirected edges.
    Graph,
    /// 1728's grid and jumps: [rows, columns, cells…, catJump, mouseJump], cells coded by
    /// their index in `GRID_CELLS`.
    Grid,
}

pub const GRID_CELLS: &[u8] = b".#MCF";

impl Layout {
    /// How many numbers every case has, when the layout fixes it (then shrinking keeps it).
    pub fn arity(&self) -> Option<usize> {
        match *self {
            Layout::CountedLines { arity }
            | Layout::Lines { arity, .. }
            | Layout::LeetCode(Arguments::Integers(arity)) => Some(arity),
            _ => None,
        }
    }
}

pub fn render(format: &Format, cases: &[Case]) -> String {
    let mut text = String::new();
    match format.layout {
        Layout::CountedLines { .. } => {
            text.push_str(&format!("{}\n", cases.len()));
            cases.iter().for_each(|c| text.push_str(&line(c)));
        }
        Layout::CountedLists => {
            text.push_str(&format!("{}\n", cases.len()));
            for c in cases {
                text.push_str(&format!("{}\n{}", c.len(), line(c)));
            }
        }
        Layout::ListsUntilZero => {
            for c in cases {
                text.push_str(&format!("{}\n{}", c.len(), line(c)));
            }
            text.push_str("0\n");
        }
        Layout::Lines { end, .. } => {
            cases.iter().for_each(|c| text.push_str(&line(c)));
            if let Some(end) = end {
                text.push_str(end);
                text.push('\n');
            }
        }
        Layout::SNim => text = s_nim_render(cases),
        Layout::PinRows => text = kayles_render(cases),
        Layout::EdgeList => text = graph_render(cases),
        Layout::TokenGame => text = token_render(cases),
        Layout::Words => text = words_render(cases),
        Layout::LeetCode(arguments) => {
            for c in cases {
                leetcode_render(arguments, c, &mut text);
            }
        }
    }
    text
}

fn line(numbers: &[Value]) -> String {
    let words: Vec<String> = numbers.iter().map(Value::to_string).collect();
    words.join(" ") + "\n"
}

fn s_nim_render(cases: &[Case]) -> String {
    let mut text = String::new();
    for case in cases {
        let (set, positions) = s_nim_parts(case).expect("a valid S-Nim case");
        text.push_str(&format!("{} {}", set.len(), line(&set)));
        text.push_str(&format!("{}\n", positions.len()));
        for heaps in positions {
            text.push_str(&format!("{} {}", heaps.len(), line(&heaps)));
        }
    }
    text + "0\n"
}

fn kayles_render(cases: &[Case]) -> String {
    let mut text = format!("{}\n", cases.len());
    for pins in cases {
        let row: String = pins
            .iter()
            .map(|&p| if p == 1 { 'I' } else { 'X' })
            .collect();
        text.push_str(&format!("{}\n{row}\n", pins.len()));
    }
    text
}

fn graph_render(cases: &[Case]) -> String {
    let case = &cases[0];
    let mut text = format!("{} {}\n", case[0], case.len() / 2);
    case[1..]
        .chunks(2)
        .for_each(|edge| text.push_str(&line(edge)));
    text
}

fn token_render(cases: &[Case]) -> String {
    let mut text = String::new();
    for case in cases {
        let (graph, queries) = token_parts(case).expect("a valid token-game case");
        text.push_str(&format!("{}\n", graph.len()));
        for next in graph {
            let next: Vec<Value> = next.iter().map(|&v| v as Value).collect();
            text.push_str(&format!("{} {}", next.len(), line(&next)));
        }
        for tokens in queries {
            let tokens: Vec<Value> = tokens.iter().map(|&v| v as Value).collect();
            text.push_str(&format!("{} {}", tokens.len(), line(&tokens)));
        }
        text.push_str("0\n");
    }
    text
}

const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

pub fn word(case: &[Value]) -> String {
    case.iter()
        .map(|&l| char::from(LETTERS[l as usize]))
        .collect()
}

fn words_render(cases: &[Case]) -> String {
    let mut text = format!("{}\n", cases.len());
    cases.iter().for_each(|c| text.push_str(&(word(c) + "\n")));
    text
}

fn array(numbers: &[Value]) -> String {
    let words: Vec<String> = numbers.iter().map(Value::to_string).collect();
    format!("[{}]", words.join(","))
}

fn leetcode_render(arguments: Arguments, case: &[Value], text: &mut String) {
    match arguments {
        Arguments::Integers(_) => case.iter().for_each(|v| text.push_str(&format!("{v}\n"))),
        Arguments::Array => text.push_str(&(array(case) + "\n")),
        Arguments::TwoArrays => {
            let (alice, bob) = case.split_at(case.len() / 2);
            text.push_str(&format!("{}\n{}\n", array(alice), array(bob)));
        }
        Arguments::Pluses => {
            let state: String = case
                .iter()
                .map(|&p| if p == 1 { '+' } else { '-' })
                .collect();
            text.push_str(&format!("\"{state}\"\n"));
        }
        Arguments::Graph => {
            let graph = cat_graph(case).expect("a valid 913 case");
            let lists: Vec<String> = graph
                .iter()
                .map(|l| array(&l.iter().map(|&v| v as Value).collect::<Vec<_>>()))
                .collect();
            text.push_str(&format!("[{}]\n", lists.join(",")));
        }
        Arguments::Grid => {
            let (grid, cat, mouse) = grid_parts(case).expect("a valid 1728 case");
            let rows: Vec<String> = grid
                .iter()
                .map(|r| format!("\"{}\"", String::from_utf8_lossy(r)))
                .collect();
            text.push_str(&format!("[{}]\n{cat}\n{mouse}\n", rows.join(",")));
        }
    }
}

// Reading input back into cases, for `cargo xtask brute`.

/// Whitespace-separated words of an input.
pub struct Tokens<'a> {
    words: std::iter::Peekable<std::str::SplitWhitespace<'a>>,
}

impl<'a> Tokens<'a> {
    pub fn new(text: &'a str) -> Tokens<'a> {
        Tokens {
            words: text.split_whitespace().peekable(),
        }
    }

    pub fn word(&mut self) -> Result<&'a str, String> {
        self.words.next().ok_or("the input ends early".to_string())
    }

    pub fn number(&mut self) -> Result<Value, String> {
        let word = self.word()?;
        word.parse()
            .map_err(|_| format!("expected a number, found {word:?}"))
    }

    pub fn numbers(&mut self, count: Value) -> Result<Case, String> {
        (0..count).map(|_| self.number()).collect()
    }

    pub fn at_end(&mut self) -> bool {
        self.words.peek().is_none()
    }
}

/// Reads an input of `format` back into cases.
pub fn parse(format: &Format, text: &str) -> Result<Vec<Case>, String> {
    let mut tokens = Tokens::new(text);
    let mut cases = Vec::new();
    match format.layout {
        Layout::CountedLines { .. } => {
            let count = tokens.number()?;
            let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
            for l in lines.iter().skip(1).take(count as usize) {
                cases.push(Tokens::new(l).numbers(l.split_whitespace().count() as Value)?);
            }
        }
        Layout::CountedLists => {
            for _ in 0..tokens.number()? {
                let length = tokens.number()?;
                cases.push(tokens.numbers(length)?);
            }
        }
        Layout::ListsUntilZero => loop {
            let length = tokens.number()?;
            if length == 0 {
                break;
            }
            cases.push(tokens.numbers(length)?);
        },
        Layout::Lines { arity, end } => {
            while !tokens.at_end() {
                let case = tokens.numbers(arity as Value)?;
                if end.is_some() && case.iter().all(|&v| v == 0) {
                    break;
                }
                cases.push(case);
            }
        }
        Layout::SNim => cases = s_nim_parse(&mut tokens)?,
        Layout::PinRows => cases = kayles_parse(&mut tokens)?,
        Layout::EdgeList => cases = graph_parse(&mut tokens)?,
        Layout::TokenGame => cases = token_parse(&mut tokens)?,
        Layout::Words => cases = words_parse(&mut tokens)?,
        Layout::LeetCode(arguments) => {
            let mut text = Text::new(text.as_bytes().to_vec());
            while text.has_more() {
                cases.push(leetcode_parse(arguments, &mut text).map_err(|f| f.to_string())?);
            }
        }
    }
    match cases.iter().find(|c| !(format.valid)(c)) {
        Some(bad) => Err(format!("a case the reference cannot take: {bad:?}")),
        None => Ok(cases),
    }
}

fn s_nim_parse(tokens: &mut Tokens) -> Result<Vec<Case>, String> {
    let mut cases = Vec::new();
    loop {
        let k = tokens.number()?;
        if k == 0 {
            return Ok(cases);
        }
        let mut case = vec![k];
        case.extend(tokens.numbers(k)?);
        let m = tokens.number()?;
        case.push(m);
        for _ in 0..m {
            let l = tokens.number()?;
            case.push(l);
            case.extend(tokens.numbers(l)?);
        }
        cases.push(case);
    }
}

fn kayles_parse(tokens: &mut Tokens) -> Result<Vec<Case>, String> {
    let count = tokens.number()?;
    (0..count)
        .map(|_| {
            tokens.number()?;
            Ok(tokens
                .word()?
                .chars()
                .map(|c| Value::from(c == 'I'))
                .collect())
        })
        .collect()
}

fn graph_parse(tokens: &mut Tokens) -> Result<Vec<Case>, String> {
    let n = tokens.number()?;
    let m = tokens.number()?;
    let mut case = vec![n];
    case.extend(tokens.numbers(2 * m)?);
    Ok(vec![case])
}

fn token_parse(tokens: &mut Tokens) -> Result<Vec<Case>, String> {
    let mut cases = Vec::new();
    while !tokens.at_end() {
        let n = tokens.number()?;
        if n == 0 {
            break;
        }
        let mut case = vec![n];
        for _ in 0..n {
            let degree = tokens.number()?;
            case.push(degree);
            case.extend(tokens.numbers(degree)?);
        }
        let mut queries = Vec::new();
        loop {
            let m = tokens.number()?;
            if m == 0 {
                break;
            }
            queries.push(m);
            queries.extend(tokens.numbers(m)?);
        }
        let count = token_query_count(&queries);
        case.push(count);
        case.extend(queries);
        cases.push(case);
    }
    Ok(cases)
}

/// The number of queries in a run of `M p1 … pM` groups.
fn token_query_count(groups: &[Value]) -> Value {
    let (mut at, mut count) = (0, 0);
    while at < groups.len() {
        at += groups[at] as usize + 1;
        count += 1;
    }
    count
}

fn words_parse(tokens: &mut Tokens) -> Result<Vec<Case>, String> {
    let count = tokens.number()?;
    (0..count)
        .map(|_| {
            let word = tokens.word()?;
            word.bytes()
                .map(|b| {
                    let letter = LETTERS.iter().position(|&l| l == b);
                    letter
                        .map(|l| l as Value)
                        .ok_or(format!("{word:?} is not a word of letters"))
                })
                .collect()
        })
        .collect()
}

fn leetcode_parse(arguments: Arguments, text: &mut Text) -> Result<Case, grundy::io::Fault> {
    const ANY: RangeInclusive<i64> = i64::MIN..=i64::MAX;
    let wide = |values: Vec<i64>| values.into_iter().map(Value::from).collect::<Case>();
    Ok(match arguments {
        Arguments::Integers(count) => {
            let numbers: Result<Vec<i64>, _> = (0..count).map(|_| text.integer(ANY)).collect();
            wide(numbers?)
        }
        Arguments::Array => wide(text.integers(0..=usize::MAX, ANY)?),
        Arguments::TwoArrays => {
            let mut both = wide(text.integers(0..=usize::MAX, ANY)?);
            both.extend(wide(text.integers(0..=usize::MAX, ANY)?));
            both
        }
        Arguments::Pluses => {
            let state = text.string(0..=usize::MAX, "a string", |c| c == '+' || c == '-')?;
            state.chars().map(|c| Value::from(c == '+')).collect()
        }
        Arguments::Graph => {
            let lists = text.array(0..=usize::MAX, "a graph", |t| {
                t.integers(0..=usize::MAX, 0..=i64::MAX)
            })?;
            let mut case = vec![lists.len() as Value];
            for (u, list) in lists.iter().enumerate() {
                for &v in list.iter().filter(|&&v| v as usize > u) {
                    case.extend([u as Value, v as Value]);
                }
            }
            case
        }
        Arguments::Grid => {
            let rows = text.array(0..=usize::MAX, "a grid", |t| {
                t.string(0..=usize::MAX, "a row", |c| {
                    c.is_ascii() && GRID_CELLS.contains(&(c as u8))
                })
            })?;
            let columns = rows.first().map_or(0, String::len);
            let mut case = vec![rows.len() as Value, columns as Value];
            for row in &rows {
                let cells = row.bytes().map(|b| GRID_CELLS.iter().position(|&c| c == b));
                case.extend(cells.map(|c| c.unwrap_or(0) as Value));
            }
            case.push(Value::from(text.integer(ANY)?));
            case.push(Value::from(text.integer(ANY)?));
            case
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::{Size, FORMATS};
    use grundy::oracles::rng::Rng;

    /// What `render` writes, `parse` reads back as the same cases, for every format.
    #[test]
    fn parse_reads_back_what_render_writes() {
        let mut rng = Rng::new(3);
        for format in FORMATS {
            for _ in 0..50 {
                let count = rng.range(*format.cases.start(), *format.cases.end());
                let cases: Vec<Case> = (0..count)
                    .map(|_| (format.case)(&mut rng, &Size::Small))
                    .collect();
                assert!(cases.iter().all(|c| (format.valid)(c)), "{}", format.binary);
                let text = render(format, &cases);
                let back = parse(format, &text).unwrap_or_else(|e| panic!("{text}: {e}"));
                let again = render(format, &back);
                assert_eq!(text, again, "{}", format.binary);
            }
        }
    }
}
