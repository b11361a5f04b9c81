//! LeetCode's test-case text: integers, `[1,2,3]`, `[[2,5],[3]]`, `"++--"`, `["ab","c"]`,
//! `[1,null,2]` (a binary tree, level by level).
//!
//! Blank lines and spaces between elements are ignored. Errors keep the run contract: line
//! and column (1-based, in characters) of what was found instead of what was expected.
//!
//! A case is also read in the form of a problem statement's example line,
//! `Input: maxChoosableInteger = 10, desiredTotal = 11`: each argument named, in parameter
//! order, after `,` but the first (`Input:` may be left out). The binary names each
//! argument before reading it (`Text::argument`), so that the names are checked and every
//! error in a value names the argument it expected.

use crate::io::{moved_over, quote_token, Fault, Found};
use std::borrow::Cow;
use std::ops::RangeInclusive;

#[cfg(test)]
thread_local!(
    /// The bytes `char_at` has decoded on this thread, for the test that bounds that work.
    static BYTES_DECODED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
);

/// Bytes of the input decoded for the token an error message shows: at least 64
/// characters, more than the message ever shows of one (40), so the window never changes it.
const TOKEN_WINDOW: usize = 256;

/// An array of integers that `Text::each_integer` has read and checked: where its brackets
/// stand, and how many integers it holds.
#[derive(Debug, Clone, Copy)]
pub struct IntegerArray {
    /// The byte of its `]`.
    close: usize,
    pub len: usize,
}

/// The test-case text of a whole input, read value by value.
pub struct Text {
    bytes: Vec<u8>,
    /// The input is UTF-8 up to here (all of it, or up to its first bad byte): checked once,
    /// so that reading a character costs O(1) however much input follows it, and a bad
    /// byte is an error only where the parser reaches it, after every case before it.
    utf8_end: usize,
    pos: usize,
    case: Case,
    /// Whether the text is a statement's examples pasted whole (a case began with `Input:`
    /// or an `Example` header): then a case is a line `Input: …`, and every other line is
    /// passed over.
    pasted: bool,
}

/// Where the reading of a case stands.
#[derive(Default)]
struct Case {
    /// Arguments begun.
    begun: usize,
    /// Whether the case is an example line (named arguments).
    named: bool,
    /// The argument being read, as errors name it.
    argument: Option<&'static str>,
}

impl Text {
    pub fn new(bytes: Vec<u8>) -> Text {
        let utf8_end = match std::str::from_utf8(&bytes) {
            Ok(_) => bytes.len(),
            Err(bad) => bad.valid_up_to(),
        };
        Text {
            bytes,
            utf8_end,
            pos: 0,
            case: Case::default(),
            pasted: false,
        }
    }

    /// Starts a case: true when another one follows (whitespace aside). A statement's
    /// examples pasted whole bring their headers (`Example 1:`), `Output: …` and
    /// `Explanation: …` lines, explanations over several lines and `Constraints:` along:
    /// once such a line has been met, a case begins only at `Input:` or at an argument's
    /// name (`n = …`), and every other line is passed over, as it says nothing about a case.
    /// Before that, example lines and the Testcase panel's values may be mixed.
    pub fn next_case(&mut self) -> bool {
        self.case = Case::default();
        while self.value_follows() {
            let rest = &self.bytes[self.pos..];
            if !self.pasted && matches!(rest[0], b'0'..=b'9' | b'-' | b'[' | b'"') {
                return true;
            }
            if rest.starts_with(b"Input:") || self.named_here() {
                return true;
            }
            let labels: [&[u8]; 4] = [b"Example", b"Output:", b"Explanation:", b"Constraints:"];
            if labels.iter().any(|label| rest.starts_with(label)) {
                self.pasted = true;
            } else if !self.pasted {
                return true;
            }
            self.skip_line();
        }
        false
    }

    /// Whether an argument's name and its `=` stand here (`n = 10`).
    fn named_here(&self) -> bool {
        let mut at = self.pos + self.name_length(self.pos);
        // Any whitespace `skip_spaces` steps over, form feeds included.
        while matches!(self.bytes.get(at), Some(b) if b.is_ascii_whitespace()) {
            at += 1;
        }
        at > self.pos && self.bytes.get(at) == Some(&b'=')
    }

    /// Moves to the end of the line.
    fn skip_line(&mut self) {
        while self.pos < self.bytes.len() && self.bytes[self.pos] != b'\n' {
            self.pos += 1;
        }
    }

    /// Begins the case's next argument, `name` as the problem statement writes it. On an
    /// example line (the first argument written `name =`, or the line begun by `Input:`),
    /// reads `name =`, after a `,` but for the first; an argument out of order or missing
    /// is an error that names the one expected. On the Testcase panel's lines (values
    /// alone), reads nothing. Errors in the value read next name `name`.
    pub fn argument(&mut self, name: &'static str) -> Result<&mut Text, Fault> {
        self.case.argument = None;
        if self.case.begun == 0 {
            self.skip_spaces();
            if self.bytes[self.pos..].starts_with(b"Input:") {
                self.pos += "Input:".len();
                self.case.named = true;
            } else {
                self.case.named = self.named_here();
            }
        }
        if self.case.named {
            self.skip_spaces();
            if self.case.begun > 0 {
                if self.bytes.get(self.pos) != Some(&b',') {
                    return Err(self.fault_at(self.pos, &format!("`,` and {name} = …")));
                }
                self.pos += 1;
                self.skip_spaces();
            }
            let length = self.name_length(self.pos);
            if &self.bytes[self.pos..self.pos + length] != name.as_bytes() {
                return Err(self.fault_at(self.pos, &format!("{name} = …")));
            }
            self.pos += length;
            self.skip_spaces();
            if self.bytes.get(self.pos) != Some(&b'=') {
                return Err(self.fault_at(self.pos, &format!("`=` after {name}")));
            }
            self.pos += 1;
        }
        self.case.begun += 1;
        self.case.argument = Some(name);
        Ok(self)
    }

    /// The bytes of a name (a letter or `_`, then letters, digits and `_`) that start at
    /// `at`: none before a value (checked first, so that a case of numbers is not scanned
    /// twice).
    fn name_length(&self, at: usize) -> usize {
        let rest = &self.bytes[at.min(self.bytes.len())..];
        if !matches!(rest.first(), Some(b) if b.is_ascii_alphabetic() || *b == b'_') {
            return 0;
        }
        let name = |b: &&u8| b.is_ascii_alphanumeric() || **b == b'_';
        rest.iter().take_while(name).count()
    }

    /// True when another value follows (whitespace aside).
    pub fn value_follows(&mut self) -> bool {
        self.skip_spaces();
        self.pos < self.bytes.len()
    }

    /// An integer in `range`.
    pub fn integer(&mut self, range: RangeInclusive<i64>) -> Result<i64, Fault> {
        self.number(range, true)
    }

    /// A non-negative integer in `range` (u64, for problems answered beyond i64).
    pub fn natural(&mut self, range: RangeInclusive<u64>) -> Result<u64, Fault> {
        self.number(range, false)
    }

    /// The number in `range` written next (after spaces: a `-` when `signed`, then digits),
    /// or a fault at its start naming the range.
    fn number<T>(&mut self, range: RangeInclusive<T>, signed: bool) -> Result<T, Fault>
    where
        T: TryFrom<i128> + PartialOrd + std::fmt::Display,
    {
        self.skip_spaces();
        let start = self.pos;
        match self.number_at::<T>(start, signed) {
            Some((value, end)) if range.contains(&value) => {
                self.pos = end;
                Ok(value)
            }
            _ => {
                let expected = format!("an integer from {} to {}", range.start(), range.end());
                Err(self.fault_at(start, &expected))
            }
        }
    }

    /// The number written at byte `start` (a `-` when `signed`, then digits) and where it
    /// ends, or `None` when none is written there or it does not fit.
    fn number_at<T: TryFrom<i128>>(&self, start: usize, signed: bool) -> Option<(T, usize)> {
        let negative = signed && self.bytes.get(start) == Some(&b'-');
        let digits_start = start + usize::from(negative);
        let mut magnitude = 0u64;
        let mut end = digits_start;
        while let Some(&digit @ b'0'..=b'9') = self.bytes.get(end) {
            let digit = u64::from(digit - b'0');
            magnitude = magnitude.checked_mul(10)?.checked_add(digit)?;
            end += 1;
        }
        if end == digits_start {
            return None;
        }
        let magnitude = i128::from(magnitude);
        let value = if negative { -magnitude } else { magnitude };
        Some((T::try_from(value).ok()?, end))
    }

    /// An integer in `range`, or `null`: LeetCode's absent value (in a tree's level order,
    /// a missing child).
    pub fn integer_or_null(&mut self, range: RangeInclusive<i64>) -> Result<Option<i64>, Fault> {
        self.skip_spaces();
        let start = self.pos;
        if self.bytes[start..].starts_with(b"null") && self.name_length(start) == "null".len() {
            self.pos += "null".len();
            return Ok(None);
        }
        match self.number_at::<i64>(start, true) {
            Some((value, end)) if range.contains(&value) => {
                self.pos = end;
                Ok(Some(value))
            }
            _ => {
                let (low, high) = (range.start(), range.end());
                Err(self.fault_at(start, &format!("null or an integer from {low} to {high}")))
            }
        }
    }

    /// An array `[a,null,b,…]` of integers in `range` and `null`s, with `lengths` elements
    /// (LeetCode's binary trees, level by level).
    pub fn integers_or_nulls(
        &mut self,
        lengths: RangeInclusive<usize>,
        range: RangeInclusive<i64>,
    ) -> Result<Vec<Option<i64>>, Fault> {
        let (shortest, longest) = (*lengths.start(), *lengths.end());
        let what = || format!("an array of {shortest} to {longest} integers or nulls");
        let mut values = Vec::new();
        self.elements(lengths, what, |text, kept| {
            let value = text.integer_or_null(range.clone())?;
            if kept {
                values.push(value);
            }
            Ok(())
        })?;
        Ok(values)
    }

    /// An array `[a,b,…]` of integers in `range`, with `lengths` elements.
    pub fn integers(
        &mut self,
        lengths: RangeInclusive<usize>,
        range: RangeInclusive<i64>,
    ) -> Result<Vec<i64>, Fault> {
        let mut values = Vec::new();
        self.each_integer(lengths, range, |value| values.push(value))?;
        Ok(values)
    }

    /// `integers` without keeping them: hands each to `each` as it is read, and returns
    /// where the array stands, to read it again from the right if needed. A solver that
    /// folds the values, or needs them only right to left, so keeps nothing per value but
    /// the text itself.
    pub fn each_integer(
        &mut self,
        lengths: RangeInclusive<usize>,
        range: RangeInclusive<i64>,
        mut each: impl FnMut(i64),
    ) -> Result<IntegerArray, Fault> {
        // Written out only for an error: a case of a few numbers costs as little as its text.
        let (shortest, longest) = (*lengths.start(), *lengths.end());
        let what = || {
            if shortest == longest {
                format!("an array of {shortest} integers")
            } else {
                format!("an array of {shortest} to {longest} integers")
            }
        };
        let len = self.elements(lengths, what, |text, kept| {
            let value = text.integer(range.clone())?;
            if kept {
                each(value);
            }
            Ok(())
        })?;
        Ok(IntegerArray {
            close: self.pos - 1,
            len,
        })
    }

    /// The integers of an array `each_integer` has read, last first.
    pub fn integers_from_right(&self, array: &IntegerArray) -> impl Iterator<Item = i64> + '_ {
        let mut end = array.close;
        (0..array.len).map(move |_| {
            // Checked when first read: [ integer , integer , … ] with spaces anywhere
            // between, so the tokens are found by going left over spaces and a comma.
            while self.bytes[end - 1].is_ascii_whitespace() || self.bytes[end - 1] == b',' {
                end -= 1;
            }
            let mut start = end;
            while self.bytes[start - 1].is_ascii_digit() || self.bytes[start - 1] == b'-' {
                start -= 1;
            }
            let value = self
                .number_at::<i64>(start, true)
                .map_or(0, |(value, _)| value);
            end = start;
            value
        })
    }

    /// A quoted string whose characters all pass `ok`, with `lengths` characters: borrowed
    /// from the text unless it has an escape (a case of short strings allocates nothing).
    pub fn string(
        &mut self,
        lengths: RangeInclusive<usize>,
        what: &str,
        ok: impl Fn(char) -> bool,
    ) -> Result<Cow<'_, str>, Fault> {
        self.skip_spaces();
        let start = self.pos;
        if self.bytes.get(self.pos) != Some(&b'"') {
            return Err(self.fault_at(start, what));
        }
        // Characters past the longest allowed are checked and counted, not kept: memory
        // stays within the limit however long the string, and the error (at its start) is
        // the same as from the whole of it. Until the first escape nothing is copied: the
        // string so far is the text after the quote.
        let mut value: Option<String> = None;
        let (mut count, mut all_ok) = (0usize, true);
        let mut keep = |c: char, escaped: bool, text_so_far: &[u8]| {
            if escaped && value.is_none() {
                // The text so far is whole characters of UTF-8 (checked as they came).
                let so_far = std::str::from_utf8(text_so_far).unwrap_or_default();
                value = Some(so_far.chars().take(*lengths.end()).collect());
            }
            if let Some(value) = value.as_mut().filter(|_| count < *lengths.end()) {
                value.push(c);
            }
            count += 1;
            all_ok &= ok(c);
        };
        let mut at = self.pos + 1;
        loop {
            let byte = match self.bytes.get(at) {
                Some(&byte) => byte,
                None => return Err(self.fault_at(start, what)),
            };
            match byte {
                b'"' => break,
                b'\\' => {
                    let (escaped, length) = match self.bytes.get(at + 1) {
                        Some(b'"') => ('"', 2),
                        Some(b'\\') => ('\\', 2),
                        Some(b'/') => ('/', 2),
                        Some(b'n') => ('\n', 2),
                        Some(b't') => ('\t', 2),
                        Some(b'r') => ('\r', 2),
                        Some(b'u') => {
                            let hex = self
                                .bytes
                                .get(at + 2..at + 6)
                                .and_then(|h| std::str::from_utf8(h).ok());
                            let code = hex.and_then(|h| u32::from_str_radix(h, 16).ok());
                            match code.and_then(char::from_u32) {
                                Some(c) => (c, 6),
                                None => return Err(self.fault_at(at, "\\u and four hex digits")),
                            }
                        }
                        _ => return Err(self.fault_at(at, "an escape such as \\\" or \\\\")),
                    };
                    keep(escaped, true, &self.bytes[start + 1..at]);
                    at += length;
                }
                _ => {
                    let c = match self.char_at(at) {
                        Some(c) => c,
                        None => return Err(self.fault_at(at, "UTF-8 text")),
                    };
                    keep(c, false, &[]);
                    at += c.len_utf8();
                }
            }
        }
        if !lengths.contains(&count) || !all_ok {
            return Err(self.fault_at(start, what));
        }
        self.pos = at + 1;
        Ok(match value {
            Some(value) => Cow::Owned(value),
            None => {
                // No escape: the characters between the quotes, all checked as UTF-8, and
                // kept up to the longest allowed (more is an error above).
                let text = std::str::from_utf8(&self.bytes[start + 1..at]).unwrap_or_default();
                Cow::Borrowed(text)
            }
        })
    }

    /// An array `[…]` of values read by `element`, with `lengths` elements.
    pub fn array<T>(
        &mut self,
        lengths: RangeInclusive<usize>,
        what: &str,
        mut element: impl FnMut(&mut Text) -> Result<T, Fault>,
    ) -> Result<Vec<T>, Fault> {
        let mut values = Vec::new();
        self.elements(
            lengths,
            || what.to_string(),
            |text, kept| {
                let value = element(text)?;
                if kept {
                    values.push(value);
                }
                Ok(())
            },
        )?;
        Ok(values)
    }

    /// Reads an array `[…]` whose elements `element` reads, one call each, and requires
    /// `lengths` of them; returns how many there were. `element` is told whether its value
    /// is kept: past the longest allowed, elements are still read and checked (an error in
    /// one comes first, as in an array of any length) but not kept, so memory stays within
    /// the limit however long the array, and a too long one is refused at its start.
    fn elements(
        &mut self,
        lengths: RangeInclusive<usize>,
        what: impl Fn() -> String,
        mut element: impl FnMut(&mut Text, bool) -> Result<(), Fault>,
    ) -> Result<usize, Fault> {
        self.skip_spaces();
        let start = self.pos;
        if self.bytes.get(self.pos) != Some(&b'[') {
            return Err(self.fault_at(start, &what()));
        }
        self.pos += 1;
        let mut count = 0;
        self.skip_spaces();
        if self.bytes.get(self.pos) == Some(&b']') {
            self.pos += 1;
        } else {
            loop {
                element(self, count < *lengths.end())?;
                count += 1;
                self.skip_spaces();
                match self.bytes.get(self.pos) {
                    Some(b',') => self.pos += 1,
                    Some(b']') => {
                        self.pos += 1;
                        break;
                    }
                    _ => return Err(self.fault_at(self.pos, "`,` or `]`")),
                }
            }
        }
        if !lengths.contains(&count) {
            return Err(self.fault_at(start, &what()));
        }
        Ok(count)
    }

    /// Where the next value starts, for an error found only after reading it.
    pub fn mark(&mut self) -> usize {
        self.skip_spaces();
        self.pos
    }

    /// An error about the value that started at `mark` (`expected` says which it is).
    pub fn fault_at_mark(&self, mark: usize, expected: &str) -> Fault {
        self.fault_at_unnamed(mark, expected)
    }

    /// The character that starts at byte `at`, or `None` where the input is not UTF-8.
    /// `at` starts a character: the parser moves by whole characters.
    fn char_at(&self, at: usize) -> Option<char> {
        let &first = self.bytes.get(at)?;
        if first.is_ascii() {
            return Some(char::from(first));
        }
        if at >= self.utf8_end {
            return None;
        }
        // Four bytes hold any character; the one at `at` is whole in them, and only a
        // character after it can be cut by the window's end.
        let window = &self.bytes[at..self.utf8_end.min(at + 4)];
        #[cfg(test)]
        BYTES_DECODED.with(|decoded| decoded.set(decoded.get() + window.len()));
        let whole = match std::str::from_utf8(window) {
            Ok(text) => text,
            Err(cut) => std::str::from_utf8(&window[..cut.valid_up_to()]).unwrap_or_default(),
        };
        whole.chars().next()
    }

    /// Steps over whitespace: ASCII's, and the no-break space a browser copies after
    /// `Input:`.
    fn skip_spaces(&mut self) {
        loop {
            let rest = &self.bytes[self.pos.min(self.bytes.len())..];
            match rest {
                [b, ..] if b.is_ascii_whitespace() => self.pos += 1,
                [0xC2, 0xA0, ..] => self.pos += 2,
                _ => return,
            }
        }
    }

    /// A fault at byte `at` in the argument being read: its line and column, the
    /// argument's name and what it expected, and what stands there.
    fn fault_at(&self, at: usize, expected: &str) -> Fault {
        match self.case.argument {
            Some(name) => self.fault_at_unnamed(at, &format!("{name}, {expected}")),
            None => self.fault_at_unnamed(at, expected),
        }
    }

    /// A fault at byte `at`: its line and column, and what stands there.
    fn fault_at_unnamed(&self, at: usize, expected: &str) -> Fault {
        let (lines, columns) = moved_over(&self.bytes[..at.min(self.bytes.len())], 0, 0);
        let (line, column) = (lines + 1, columns + 1);
        let rest = &self.bytes[at.min(self.bytes.len())..];
        let found = if rest.is_empty() {
            Found::EndOfInput
        } else {
            // The message shows a token's first few dozen characters, so a window of the
            // rest is decoded, not all of it (a 10^6-character string, say); a token the
            // window cuts is marked as longer.
            let window = &rest[..rest.len().min(TOKEN_WINDOW)];
            let decoded = String::from_utf8_lossy(window);
            let end = decoded.find(char::is_whitespace);
            let token = &decoded[..end.unwrap_or(decoded.len())];
            let cut = end.is_none() && window.len() < rest.len();
            Found::Token(quote_token(token.as_bytes(), cut))
        };
        Fault::input(line, column, expected, found)
    }
}

#[cfg(test)]
mod tests;
