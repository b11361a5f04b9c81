mod groups;

use super::groups::as_groups;
use super::*;
use crate::oracles::rng::Rng;
use std::io;
use std::rc::Rc;

/// A source that hands out at most `step` bytes per read, to put token and chunk
/// boundaries everywhere.
struct Trickle<'a> {
    data: &'a [u8],
    step: usize,
}

impl Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.step.min(buf.len()).min(self.data.len());
        buf[..n].copy_from_slice(&self.data[..n]);
        self.data = &self.data[n..];
        Ok(n)
    }
}

/// Every token as a u64, up to the end or the first error.
fn all_u64<R: Read>(mut scanner: Scanner<R>) -> Result<Vec<u64>, String> {
    let mut values = Vec::new();
    loop {
        match scanner.has_more() {
            Ok(false) => return Ok(values),
            Ok(true) => match scanner.u64() {
                Ok(v) => values.push(v),
                Err(fault) => return Err(fault.to_string()),
            },
            Err(fault) => return Err(fault.to_string()),
        }
    }
}

/// Reads every token as a u64 under several read sizes; all must agree.
fn read_all_u64(input: &[u8]) -> Result<Vec<u64>, String> {
    let mut results = Vec::new();
    for step in [1, 3, 8, 61, 63, 64, 65, 4095, 4096, 4097, 65537, usize::MAX] {
        results.push(all_u64(Scanner::new(Trickle { data: input, step })));
    }
    for other in &results[1..] {
        assert_eq!(other, &results[0], "read sizes disagree");
    }
    results.swap_remove(0)
}

/// `error` (a token refused) as a reader of `count` numbers says it when the refused one
/// is number `index + 1`: `Fault::in_truncated`'s item.
fn in_number(error: &str, index: u64, count: u64) -> String {
    let (expected, found) = error.split_once(", found ").expect("a refused token");
    format!(
        "{expected} (in number {} of {count}), found {found}",
        index + 1
    )
}

fn first_error(input: &[u8]) -> String {
    read_all_u64(input).expect_err("the input should be rejected")
}

/// What a correct parser says: digits only, at least one, value within u64.
fn reference(token: &str) -> Option<u64> {
    let digits_only = !token.is_empty() && token.bytes().all(|b| b.is_ascii_digit());
    digits_only.then(|| token.parse().ok()).flatten()
}

#[test]
fn every_digit_length_from_1_to_20() {
    let mut rng = Rng::new(1);
    for length in 1..=20u32 {
        let low = if length == 1 {
            0
        } else {
            10u64.pow(length - 1)
        };
        let high = 10u64.checked_pow(length).map_or(u64::MAX, |p| p - 1);
        let mut values = vec![low, high];
        values.extend((0..200).map(|_| rng.range(low, high)));
        let text: String = values.iter().map(|v| format!("{v}\n")).collect();
        assert_eq!(read_all_u64(text.as_bytes()), Ok(values), "length {length}");
    }
}

#[test]
fn the_edges_of_u64() {
    assert_eq!(read_all_u64(b"0"), Ok(vec![0]));
    assert_eq!(read_all_u64(b"18446744073709551615"), Ok(vec![u64::MAX]));
    assert_eq!(
        first_error(b"1 18446744073709551616"),
        "line 1, column 3: expected an integer from 0 to 18446744073709551615, \
         found \"18446744073709551616\""
    );
    assert!(first_error(b"99999999999999999999").contains("found \"99999999999999999999\""));
    assert!(first_error(b"100000000000000000000000000000").contains("column 1"));
}

#[test]
fn leading_zeros_are_accepted_at_any_length() {
    for zeros in 0..=70 {
        let text = format!(
            "{}18446744073709551615 {}7",
            "0".repeat(zeros),
            "0".repeat(zeros)
        );
        assert_eq!(
            read_all_u64(text.as_bytes()),
            Ok(vec![u64::MAX, 7]),
            "{zeros}"
        );
    }
    let long = format!("{}42\n", "0".repeat(200_000));
    assert_eq!(read_all_u64(long.as_bytes()), Ok(vec![42]));
}

/// `as_groups` (an unchecked cast, checked by Miri in CI) is `chunks_exact`.
#[test]
fn as_groups_is_chunks_exact() {
    let values: Vec<u64> = (0..11).collect();
    for length in 0..=values.len() {
        let values = &values[..length];
        let pairs: Vec<&[u64]> = as_groups::<2>(values).iter().map(|g| &g[..]).collect();
        assert_eq!(pairs, values.chunks_exact(2).collect::<Vec<_>>());
        let triples: Vec<&[u64]> = as_groups::<3>(values).iter().map(|g| &g[..]).collect();
        assert_eq!(triples, values.chunks_exact(3).collect::<Vec<_>>());
        assert_eq!(as_groups::<1>(values).concat(), values);
    }
}

#[test]
fn random_tokens_agree_with_the_reference() {
    let mut rng = Rng::new(2);
    let alphabet = b"0123456789000-+x ";
    for _ in 0..3000 {
        let length = rng.range(1, 24) as usize;
        let token: String = (0..length)
            .map(|_| alphabet[rng.range(0, alphabet.len() as u64 - 2) as usize] as char)
            .collect();
        let result = read_all_u64(format!("{token}\n").as_bytes());
        match reference(&token) {
            Some(v) => assert_eq!(result, Ok(vec![v]), "{token:?}"),
            None => assert!(result.is_err(), "{token:?} accepted as {result:?}"),
        }
    }
}

#[test]
fn signs_letters_and_suffixes_are_rejected() {
    for bad in ["-0", "-1", "+5", "1e9", "12a", "0x10", "1.0", "١٢"] {
        let message = first_error(format!("7 {bad} 8").as_bytes());
        let quoted = format!("found {:?}", bad);
        assert!(message.ends_with(&quoted), "{bad}: {message}");
        assert!(
            message.starts_with("line 1, column 3: "),
            "{bad}: {message}"
        );
    }
}

#[test]
fn crlf_tabs_and_form_feeds_separate_tokens() {
    assert_eq!(
        read_all_u64(b"2\r\n3 5\r\n6\t5\x0c\r\n"),
        Ok(vec![2, 3, 5, 6, 5])
    );
    assert_eq!(
        first_error(b"2\r\n3 5\r\n6 x\r\n"),
        "line 3, column 3: expected an integer from 0 to 18446744073709551615, found \"x\""
    );
}

#[test]
fn nul_and_other_control_bytes_are_not_whitespace() {
    assert!(first_error(b"1\x002").contains("found \"1\\02\""));
    assert!(first_error(b"1 \x0b 2").contains("found \"\\u{b}\""));
}

#[test]
fn locations_survive_many_refills() {
    // 200k lines is far more than one chunk; the fault sits near the end.
    let mut text = String::new();
    for line in 1..=200_000 {
        if line == 199_999 {
            text.push_str("12 34 5?\n");
        } else {
            text.push_str(&format!("{line} {line}\n"));
        }
    }
    assert_eq!(
        first_error(text.as_bytes()),
        "line 199999, column 7: expected an integer from 0 to 18446744073709551615, \
         found \"5?\""
    );
}

#[test]
fn columns_count_characters_even_across_chunks() {
    let mut scanner = Scanner::new("1\néé x".as_bytes());
    assert_eq!(scanner.u64().ok(), Some(1));
    assert!(scanner.has_more().unwrap());
    assert_eq!(scanner.location(scanner.pos + 5), (2, 4)); // the x
                                                           // One line longer than a chunk: the column is counted through the dropped bytes.
    let text = format!("{}é x", "7 ".repeat(50_000));
    for step in [1, 7, usize::MAX] {
        let mut scanner = Scanner::new(Trickle {
            data: text.as_bytes(),
            step,
        });
        for _ in 0..50_000 {
            assert_eq!(scanner.u64().ok(), Some(7));
        }
        assert!(scanner.has_more().unwrap());
        assert_eq!(scanner.location(scanner.pos), (1, 100_001)); // the é
        assert_eq!(scanner.location(scanner.pos + 3), (1, 100_003)); // the x
    }
    assert!(first_error(text.as_bytes()).starts_with("line 1, column 100001: "));
}

#[test]
fn end_of_input_is_reported_where_it_happens() {
    let mut scanner = Scanner::new(&b"5\n7 "[..]);
    assert_eq!(scanner.u64().ok(), Some(5));
    assert_eq!(scanner.u64().ok(), Some(7));
    let fault = scanner.u64().unwrap_err();
    assert!(fault.is_end_of_input());
    assert_eq!(
        fault.to_string(),
        "line 2, column 3: expected an integer from 0 to 18446744073709551615, \
         found end of input"
    );
    let mut empty = Scanner::new(&b""[..]);
    assert_eq!(
        empty.case_count().unwrap_err().to_string(),
        "line 1, column 1: expected the number of cases (an integer from 0 to \
         18446744073709551615), found end of input"
    );
}

#[test]
fn ranges_name_their_bounds() {
    let mut scanner = Scanner::new(&b"0 5 1000001"[..]);
    let fault = scanner.u64_in(1..=u64::MAX).unwrap_err();
    assert_eq!(
        fault.to_string(),
        "line 1, column 1: expected an integer from 1 to 18446744073709551615, found \"0\""
    );
    assert_eq!(scanner.u64_in(1..=1_000_000).ok(), Some(5));
    let fault = scanner.u64_in(1..=1_000_000).unwrap_err();
    assert!(fault
        .to_string()
        .ends_with("from 1 to 1000000, found \"1000001\""));
}

#[test]
fn signed_integers_are_exact_at_the_edges_of_i64() {
    let text = b"-9223372036854775808 9223372036854775807 -0 0042 -17";
    let mut scanner = Scanner::new(&text[..]);
    let values: Vec<i64> = (0..5).map(|_| scanner.i64().unwrap()).collect();
    assert_eq!(values, [i64::MIN, i64::MAX, 0, 42, -17]);
    for bad in [
        "-9223372036854775809",
        "9223372036854775808",
        "-",
        "--1",
        "1-",
        "+1",
    ] {
        let mut scanner = Scanner::new(bad.as_bytes());
        let message = scanner.i64().unwrap_err().to_string();
        assert!(
            message.ends_with(&format!("found {bad:?}")),
            "{bad}: {message}"
        );
        assert!(message.contains("from -9223372036854775808 to 9223372036854775807"));
    }
}

#[test]
fn long_tokens_are_shortened_in_messages() {
    let text = "x".repeat(1_000_000);
    let message = first_error(text.as_bytes());
    assert!(
        message.ends_with(&format!("found \"{}…\"", "x".repeat(40))),
        "{message}"
    );
}

#[test]
fn cases_promise_and_deliver() {
    let read_pairs = |text: &[u8]| {
        let mut scanner = Scanner::new(text);
        let mut sums = Vec::new();
        let count = scanner.case_count()?;
        scanner
            .cases(count, |input| {
                sums.push(input.u64()? + input.u64()?);
                Ok(())
            })
            .map(|()| sums)
    };
    assert_eq!(read_pairs(b"2\n1 2\n3 4\n").ok(), Some(vec![3, 7]));
    assert_eq!(
        read_pairs(b"3\n1 2\n3").unwrap_err().to_string(),
        "line 3, column 2: expected 3 cases, found only 1 before the end of input"
    );
    // What follows the last case is left unread, and said.
    let mut scanner = Scanner::new(&b"1\n1 2\n3 x\n"[..]);
    let count = scanner.case_count().unwrap();
    let read = scanner.cases(count, |input| input.u64().and(input.u64()).map(drop));
    assert!(read.is_ok());
    assert_eq!(
        scanner.ignored(),
        Some("ignored what follows the 1 case, from line 3, column 1: \"3\"")
    );
    let mut scanner = Scanner::new(&b"1\n1 \n\n"[..]);
    let count = scanner.case_count().unwrap();
    scanner.cases(count, |input| input.u64().map(drop)).unwrap();
    assert_eq!(scanner.ignored(), None);
    // A huge promise costs nothing until the input runs out.
    assert!(read_pairs(b"1000000000000000000 1 2 3 4 5 6")
        .unwrap_err()
        .to_string()
        .ends_with("expected 1000000000000000000 cases, found only 3 before the end of input"));
}

#[test]
fn a_refused_number_is_reported_where_it_stands() {
    let long_five = format!("{}5", "0".repeat(100));
    let text = format!("3 5 {long_five}\n7");
    for step in [1, usize::MAX] {
        let mut scanner = Scanner::new(Trickle {
            data: text.as_bytes(),
            step,
        });
        let mut seen = std::collections::HashSet::new();
        for _ in 0..2 {
            let position = scanner.u64_that(1..=9, "a new position", |p| !seen.contains(&p));
            seen.insert(position.unwrap());
        }
        let message = scanner
            .u64_that(1..=9, "a new position", |p| !seen.contains(&p))
            .unwrap_err()
            .to_string();
        assert_eq!(
            message,
            format!(
                "line 1, column 5: expected a new position, found \"{}…\"",
                &long_five[..40]
            )
        );
    }
    let refused = |text: &[u8], accept: bool| {
        let mut scanner = Scanner::new(text);
        scanner
            .u64_that(1..=9, "new", |_| accept)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        refused(b"4", false),
        "line 1, column 1: expected new, found \"4\""
    );
    assert_eq!(
        refused(b" 10", true),
        "line 1, column 2: expected an integer from 1 to 9, found \"10\""
    );
}

#[test]
fn words_are_checked_for_length_and_letters() {
    let letters = |b: u8| b.is_ascii_alphabetic();
    let text = format!("abc\r\nXyZw ab abc1 {} {}", "q".repeat(8), "q".repeat(9));
    let mut scanner = Scanner::new(text.as_bytes());
    let what = "a word of 3 to 8 ASCII letters";
    assert_eq!(scanner.word(3..=8, what, letters).unwrap(), b"abc");
    assert_eq!(scanner.word(3..=8, what, letters).unwrap(), b"XyZw");
    let fault = scanner.word(3..=8, what, letters).unwrap_err().to_string();
    assert_eq!(
        fault,
        format!("line 2, column 6: expected {what}, found \"ab\"")
    );
    let mut scanner = Scanner::new(text.as_bytes());
    let found: Vec<String> = (0..6)
        .map(|_| match scanner.word(3..=8, what, letters) {
            Ok(word) => String::from_utf8(word.to_vec()).unwrap(),
            Err(fault) => {
                // Step over the bad token to look at the next one.
                scanner.pos += 1;
                while scanner.pos < scanner.len && !is_space(scanner.buf[scanner.pos]) {
                    scanner.pos += 1;
                }
                fault
                    .to_string()
                    .rsplit("found ")
                    .next()
                    .unwrap()
                    .to_string()
            }
        })
        .collect();
    assert_eq!(
        found,
        [
            "abc",
            "XyZw",
            "\"ab\"",
            "\"abc1\"",
            "qqqqqqqq",
            "\"qqqqqqqqq\""
        ]
    );
    let long = "w".repeat(200);
    let fault = Scanner::new(long.as_bytes())
        .word(3..=8, what, letters)
        .unwrap_err();
    assert!(fault.to_string().ends_with("…\""));
    let fault = Scanner::new(&b"  "[..])
        .word(3..=8, what, letters)
        .unwrap_err();
    assert!(fault.is_end_of_input());
}

/// The read sizes that put a token's end on every side of the scanner's buffer and
/// lookahead: a word or a number must read the same however the input arrives.
const READ_SIZES: [usize; 11] = [1, 2, 3, 63, 64, 65, 4095, 4096, 4097, 65537, usize::MAX];

/// Words of 1 to 70 letters starting at every offset around the 64-byte and 4096-byte
/// marks, read through every read size: accepted exactly when 3 to 64 letters long, and
/// never split.
#[test]
fn words_of_every_length_at_every_offset_read_alike() {
    let what = "a word of 3 to 64 ASCII letters";
    let letters = |b: u8| b.is_ascii_alphabetic();
    for length in 1..=70 {
        for offset in (0..140).chain(4000..4110) {
            // `offset` blanks before the word; then a word that must be read next.
            let text = format!("{}{} abc", " ".repeat(offset), "w".repeat(length));
            for step in READ_SIZES {
                let mut scanner = Scanner::new(Trickle {
                    data: text.as_bytes(),
                    step,
                });
                let first = scanner.word(3..=64, what, letters).map(<[u8]>::len);
                let context = format!("length {length}, offset {offset}, step {step}");
                if (3..=64).contains(&length) {
                    assert_eq!(first.ok(), Some(length), "{context}");
                    let next = scanner.word(3..=64, what, letters).map(<[u8]>::to_vec);
                    assert_eq!(next.ok(), Some(b"abc".to_vec()), "{context}");
                } else {
                    let fault = first.expect_err(&context).to_string();
                    assert!(fault.starts_with(&format!("line 1, column {}:", offset + 1)));
                }
            }
        }
    }
}

/// Numbers of 1 to 21 digits (values near 10^k and near u64::MAX) starting at every
/// offset around the 64-byte and 4096-byte marks, and again after a 4 KiB run of other
/// numbers (the batch's index ends there), read one by one and in runs, through
/// every read size: the same values, or the same error at the same place.
#[test]
fn numbers_of_every_length_at_every_offset_read_alike() {
    let near_max = u64::MAX.to_string();
    for length in 1..=33usize {
        let samples = [
            "9".repeat(length),
            format!("1{}", "0".repeat(length - 1)),
            format!("{near_max:0>length$}"),
        ];
        for token in samples {
            // Leading zeros are fine at any length; 21 nines are not a u64.
            let expected = token.parse::<u64>().ok();
            for offset in (15..84).chain(4070..4100) {
                // A run of short numbers up to `offset`, then the token, then 7.
                let mut text = String::new();
                while text.len() + 2 < offset {
                    text.push_str("1 ");
                }
                text.push_str(&" ".repeat(offset - text.len()));
                let before = text.split_whitespace().count() as u64;
                text.push_str(&token);
                text.push_str(
                    "
7
",
                );
                let one_by_one = read_all_u64(text.as_bytes());
                let in_groups =
                    (one_by_one.clone()).map_err(|error| in_number(&error, before, before + 2));
                match expected {
                    Some(value) => {
                        let values = one_by_one.as_ref().expect(&text);
                        assert_eq!(values[values.len() - 2..], [value, 7], "{length} {offset}");
                    }
                    None => assert!(one_by_one.is_err(), "{token} at {offset}"),
                }
                for step in READ_SIZES {
                    let data = text.as_bytes();
                    for mut scanner in [
                        Scanner::new(Trickle { data, step }),
                        Scanner::token_only(Trickle { data, step }),
                    ] {
                        let mut values = Vec::new();
                        let outcome = scanner
                            .groups(Some(before + 2), "number", &[("", 0..=u64::MAX)], |[v]| {
                                values.push(v)
                            })
                            .map(|()| values)
                            .map_err(|fault| fault.to_string());
                        assert_eq!(outcome, in_groups, "{token} at {offset}, step {step}");
                    }
                }
            }
        }
    }
}

/// A token longer than the buffer comes in pieces, each at its offset, that make the
/// whole token; a piece refused, a token too short or too long is an error at its start.
#[test]
fn long_tokens_stream_through_refills() {
    let row = "IX".repeat(300_000);
    let text = format!("3\n{row} IIZ");
    let pins = |piece: &[u8]| piece.iter().all(|&b| b == b'I' || b == b'X');
    for step in [1, 7, usize::MAX] {
        let mut scanner = Scanner::new(Trickle {
            data: text.as_bytes(),
            step,
        });
        assert_eq!(scanner.u64().ok(), Some(3));
        let mut whole = Vec::new();
        let length = scanner.token_pieces(0..=u64::MAX, "a row", |offset, piece| {
            assert_eq!(offset, whole.len() as u64);
            whole.extend_from_slice(piece);
            pins(piece)
        });
        assert_eq!(
            (length.ok(), whole),
            (Some(600_000), row.clone().into_bytes())
        );
        let fault = scanner.token_pieces(3..=3, "a row of I and X", |_, piece| pins(piece));
        assert_eq!(
            fault.unwrap_err().to_string(),
            "line 2, column 600002: expected a row of I and X, found \"IIZ\""
        );
    }
    let short = Scanner::new(&b"IIX"[..]).token_pieces(4..=4, "4 pins", |_, _| true);
    assert_eq!(
        short.unwrap_err().to_string(),
        "line 1, column 1: expected 4 pins, found \"IIX\""
    );
    let long = Scanner::new(&b"IIXII"[..]).token_pieces(4..=4, "4 pins", |_, _| true);
    assert!(long.is_err());
}

#[test]
fn terminated_formats_stop_at_the_terminator_or_the_end() {
    let mut scanner = Scanner::new(&b"3 1 0 9"[..]);
    assert_eq!(scanner.u64_until(0).ok(), Some(Some(3)));
    assert_eq!(scanner.u64_until(0).ok(), Some(Some(1)));
    assert_eq!(scanner.u64_until(0).ok(), Some(None));
    assert!(scanner.finish("the closing 0").is_ok());
    assert_eq!(
        scanner.ignored(),
        Some("ignored what follows the closing 0, from line 1, column 7: \"9\"")
    );
    let mut scanner = Scanner::new(&b"3\n"[..]);
    assert_eq!(scanner.u64_until(0).ok(), Some(Some(3)));
    assert_eq!(scanner.u64_until(0).ok(), Some(None));
    assert!(scanner.finish("the closing 0").is_ok());
    assert_eq!(scanner.ignored(), None);
}

#[test]
fn the_rest_is_taken_up_to_its_bound_and_refused_past_it() {
    for step in [1, 3, 4096, usize::MAX] {
        let rest = |input: &[u8], most: usize| {
            let mut scanner = Scanner::new(Trickle { data: input, step });
            scanner.u64().unwrap();
            scanner.rest(most).map_err(|fault| fault.to_string())
        };
        assert_eq!(
            rest("7\nab\ncdé".as_bytes(), 7),
            Ok("ab\ncdé".as_bytes().to_vec())
        );
        assert_eq!(
            rest("7\nab\ncdéf".as_bytes(), 7),
            Err(
                "line 3, column 4: expected at most 7 bytes of text, found more than that"
                    .to_string()
            )
        );
        assert_eq!(
            rest("7\nab\ncdé\n".as_bytes(), 7),
            Err(
                "line 3, column 4: expected at most 7 bytes of text, found more than that"
                    .to_string()
            )
        );
    }
}

/// Readers that note where each token starts (`token_pieces`, kayles' rows) count each
/// byte's lines once, not once per token after it in the buffer (which made 200 000
/// short rows quadratic).
#[test]
fn noting_every_token_counts_each_byte_once() {
    fn counted<R: Read>(mut scanner: Scanner<R>) -> usize {
        BYTES_LOCATED.with(|counted| counted.set(0));
        let mut rows = 0;
        while scanner.has_more().unwrap() {
            scanner.token_pieces(1..=3, "a row", |_, _| true).unwrap();
            rows += 1;
        }
        assert_eq!(rows, 200_000);
        BYTES_LOCATED.with(Cell::get)
    }
    let text = "IXI\nXX\n".repeat(100_000);
    let read = counted(Scanner::new(text.as_bytes()));
    assert!(
        read <= text.len(),
        "{read} bytes counted for {}",
        text.len()
    );
}

/// A source of `left` copies of `byte`, counting what it served.
struct Repeat {
    byte: u8,
    left: usize,
    served: Rc<Cell<usize>>,
}

impl Read for Repeat {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = buf.len().min(self.left);
        buf[..n].fill(self.byte);
        self.left -= n;
        self.served.set(self.served.get() + n);
        Ok(n)
    }
}

/// A bad token is reported at the byte that makes it bad, not after reading it whole:
/// 64 MiB of zero bytes, of `1`s (the 21st passes u64::MAX) or of `-` after a `-` read
/// only as far as one buffer, and say what the start looked like.
#[test]
fn a_long_bad_token_is_refused_without_reading_it_whole() {
    let huge = 64 << 20;
    type Reader = fn(&mut Scanner<Repeat>) -> Result<(), Fault>;
    let readers: [(&str, Reader); 4] = [
        ("u64", |s| s.u64().map(drop)),
        ("i64", |s| s.i64().map(drop)),
        ("u64_that", |s| {
            s.u64_that(0..=u64::MAX, "new", |_| true).map(drop)
        }),
        ("groups", |s| {
            s.groups(Some(1), "case", &[("n", 0..=u64::MAX)], drop)
        }),
    ];
    for (name, read) in readers {
        for byte in [0, b'1', b'7', b'x'] {
            let served = Rc::new(Cell::new(0));
            let mut scanner = Scanner::new(Repeat {
                byte,
                left: huge,
                served: Rc::clone(&served),
            });
            let fault = read(&mut scanner).unwrap_err().to_string();
            let shown = char::from(byte).escape_debug().to_string().repeat(40);
            assert!(
                fault.starts_with("line 1, column 1: expected ")
                    && fault.ends_with(&format!("found \"{shown}…\"")),
                "{name}, {byte}: {fault}"
            );
            assert!(
                served.get() <= 2 * CHUNK,
                "{name}, byte {byte}: {} bytes read",
                served.get()
            );
        }
    }
}

/// Valid numbers longer than the fast path's 20 digits (leading zeros) cost no message:
/// a token is described only when it is refused, or once before a refill drops its
/// start, so at most once per buffer.
#[test]
fn long_valid_numbers_are_not_described() {
    let count = 20_000;
    let text = "018446744073709551615\n-0009223372036854775808 0000000000000000000000000007\n"
        .repeat(count);
    let refills = text.len() / (CHUNK - LOOKAHEAD) + 2;
    for step in [7, usize::MAX] {
        TOKENS_DESCRIBED.with(|described| described.set(0));
        let mut scanner = Scanner::new(Trickle {
            data: text.as_bytes(),
            step,
        });
        for _ in 0..count {
            assert_eq!(scanner.u64().ok(), Some(u64::MAX));
            assert_eq!(scanner.i64().ok(), Some(i64::MIN));
            assert_eq!(scanner.u64_that(1..=9, "new", |_| true).ok(), Some(7));
        }
        assert_eq!(scanner.has_more().ok(), Some(false));
        let described = TOKENS_DESCRIBED.with(Cell::get);
        assert!(
            described <= refills,
            "step {step}: {described} tokens described for {} refills at most",
            refills
        );
    }
}

#[test]
fn a_failing_source_is_a_read_error() {
    struct Broken;
    impl Read for Broken {
        fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
            Err(io::Error::new(io::ErrorKind::Other, "disk on fire"))
        }
    }
    let fault = Scanner::new(Broken).u64().unwrap_err();
    assert_eq!(fault.to_string(), "cannot read the input: disk on fire");
    assert_eq!(fault.location(), None);
}
