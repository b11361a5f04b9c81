//! How cases become input text and back: the `Layout` trait and the layouts several
//! problems share. `write` puts cases as a binary reads them; `read` reads an input back
//! into cases, for `cargo xtask brute` (a test checks that the two agree for every problem).
//! A layout of one problem alone lives in that problem's file.

use super::draw::{Case, Value};

/// How a list of cases is written as input, and read back.
pub trait Layout: Sync {
    fn write(&self, cases: &[Case]) -> String;

    fn read(&self, text: &str) -> Result<Vec<Case>, String>;

    /// How many numbers every case has, when the layout fixes it (then shrinking keeps it).
    fn arity(&self) -> Option<usize> {
        None
    }
}

/// `T`, then one line per case of `arity` numbers.
pub struct CountedLines(pub usize);

/// Per case its length and its numbers, then `0` (or the end of the input, as the
/// binaries take it).
pub struct ListsUntilZero;

/// Cases of a count of items, then `fixed` numbers of the case's own, then the items,
/// `per_item` numbers each: `T` and the cases (`counted`), or cases to the end of the input.
/// The count and the fixed numbers share a line; then single numbers go on one line, larger
/// items on a line each. A case holds its fixed numbers, then its items (not the count).
pub struct Items {
    pub counted: bool,
    pub fixed: usize,
    pub per_item: usize,
}

impl Items {
    /// `T`, then the cases.
    pub const fn counted(fixed: usize, per_item: usize) -> Items {
        Items {
            counted: true,
            fixed,
            per_item,
        }
    }

    /// Cases to the end of the input.
    pub const fn to_the_end(fixed: usize, per_item: usize) -> Items {
        Items {
            counted: false,
            fixed,
            per_item,
        }
    }
}

/// `T`, then per case its length and its numbers.
pub const COUNTED_LISTS: Items = Items::counted(0, 1);

/// One line per case of `arity` numbers, then `end` if the format has a closing line.
pub struct Lines {
    pub arity: usize,
    pub end: Option<&'static str>,
}

/// Numbers on one line, separated by spaces.
pub fn line(numbers: &[Value]) -> String {
    let words: Vec<String> = numbers.iter().map(Value::to_string).collect();
    words.join(" ") + "\n"
}

/// A length and the numbers after it, on one line.
pub fn counted_line(numbers: &[Value]) -> String {
    format!("{} {}", numbers.len(), line(numbers))
}

impl Layout for CountedLines {
    fn write(&self, cases: &[Case]) -> String {
        let mut text = format!("{}\n", cases.len());
        cases.iter().for_each(|c| text.push_str(&line(c)));
        text
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let count = Tokens::new(text).number()?;
        let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
        let cases = lines.iter().skip(1).take(count as usize);
        cases
            .map(|l| Tokens::new(l).numbers(l.split_whitespace().count() as Value))
            .collect()
    }

    fn arity(&self) -> Option<usize> {
        Some(self.0)
    }
}

impl Layout for ListsUntilZero {
    fn write(&self, cases: &[Case]) -> String {
        let mut text = String::new();
        for c in cases {
            text.push_str(&format!("{}\n{}", c.len(), line(c)));
        }
        text + "0\n"
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let mut tokens = Tokens::new(text);
        let mut cases = Vec::new();
        while !tokens.at_end() {
            let length = tokens.number()?;
            if length == 0 {
                break;
            }
            cases.push(tokens.numbers(length)?);
        }
        Ok(cases)
    }
}

impl Layout for Items {
    fn write(&self, cases: &[Case]) -> String {
        let mut text = if self.counted {
            format!("{}\n", cases.len())
        } else {
            String::new()
        };
        for c in cases {
            let (fixed, items) = c.split_at(self.fixed);
            let count = (items.len() / self.per_item) as Value;
            text.push_str(&line(&[&[count], fixed].concat()));
            match self.per_item {
                1 => text.push_str(&line(items)),
                _ => items
                    .chunks(self.per_item)
                    .for_each(|item| text.push_str(&line(item))),
            }
        }
        text
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let mut tokens = Tokens::new(text);
        let total = match self.counted {
            true => Some(tokens.number()?),
            false => None,
        };
        let mut cases = Vec::new();
        while total.map_or(!tokens.at_end(), |total| (cases.len() as Value) < total) {
            let count = tokens.number()?;
            let mut case = tokens.numbers(self.fixed as Value)?;
            case.extend(tokens.numbers(count * self.per_item as Value)?);
            cases.push(case);
        }
        Ok(cases)
    }
}

impl Layout for Lines {
    fn write(&self, cases: &[Case]) -> String {
        let mut text = String::new();
        cases.iter().for_each(|c| text.push_str(&line(c)));
        if let Some(end) = self.end {
            text.push_str(end);
            text.push('\n');
        }
        text
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let mut tokens = Tokens::new(text);
        let mut cases = Vec::new();
        while !tokens.at_end() {
            let case = tokens.numbers(self.arity as Value)?;
            if self.end.is_some() && case.iter().all(|&v| v == 0) {
                break;
            }
            cases.push(case);
        }
        Ok(cases)
    }

    fn arity(&self) -> Option<usize> {
        Some(self.arity)
    }
}

/// `T`, then per case a word, led by its length on a line of its own when `counted`: a
/// case numbers its characters by their place in `alphabet`.
pub struct Words {
    pub alphabet: &'static [u8],
    pub counted: bool,
}

impl Words {
    /// A case as its word.
    pub fn word(&self, case: &[Value]) -> String {
        case.iter()
            .map(|&c| char::from(self.alphabet[c as usize]))
            .collect()
    }
}

impl Layout for Words {
    fn write(&self, cases: &[Case]) -> String {
        let mut text = format!("{}\n", cases.len());
        for case in cases {
            if self.counted {
                text.push_str(&format!("{}\n", case.len()));
            }
            text.push_str(&(self.word(case) + "\n"));
        }
        text
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let mut tokens = Tokens::new(text);
        let count = tokens.number()?;
        (0..count)
            .map(|_| {
                if self.counted {
                    tokens.number()?;
                }
                let word = tokens.word()?;
                let place = |b: u8| self.alphabet.iter().position(|&c| c == b);
                let alphabet = String::from_utf8_lossy(self.alphabet);
                word.bytes()
                    .map(|b| place(b).map(|c| c as Value))
                    .collect::<Option<Case>>()
                    .ok_or_else(|| format!("{word:?} is not a word of {alphabet}"))
            })
            .collect()
    }
}

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
