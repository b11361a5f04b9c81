use super::*;

/// A statement's example pasted whole: its `Output:` and `Explanation:` lines are
/// passed over, between cases and at the end.
#[test]
fn output_and_explanation_lines_are_passed_over() {
    let input = "Input: n = 4\nOutput: false\nExplanation: n is 4, a multiple.\n\
                 Input: n = 1\r\nOutput: true\r\nExplanation: take it.\r\n";
    let mut text = Text::new(input.as_bytes().to_vec());
    let mut read = Vec::new();
    while text.next_case() {
        read.push(text.argument("n").unwrap().integer(0..=10).unwrap());
    }
    assert_eq!(read, [4, 1]);
}

/// A statement's examples as a browser copies them: headers, an explanation over several
/// lines (375's Example 1), a no-break space after `Input:`, the constraints after them.
#[test]
fn whole_examples_as_copied_are_read_by_their_input_lines() {
    let input = "Example 1:\n\nInput: n = 10\nOutput: 16\nExplanation: The winning strategy:\n\
                 - The range is [1,10]. Guess 7.\n    - If this is my number, you pay $0.\n\n\
                 Example 2:\n\nInput:\u{a0}n = 1\nOutput: 0\n\nConstraints:\n\n1 <= n <= 200\n";
    let mut text = Text::new(input.as_bytes().to_vec());
    let mut read = Vec::new();
    while text.next_case() {
        read.push(text.argument("n").unwrap().integer(1..=200).unwrap());
    }
    assert_eq!(read, [10, 1]);
    // Example lines without `Input:` (as samples/*/sample-example-line.in has them).
    let mut text = Text::new(b"Input: n = 10\nn = 1\n n = 2\n".to_vec());
    let mut read = Vec::new();
    while text.next_case() {
        read.push(text.argument("n").unwrap().integer(1..=200).unwrap());
    }
    assert_eq!(read, [10, 1, 2]);
}

#[test]
fn values_of_every_kind() {
    let mut text = Text::new(
        b"5\n[1, -2 ,3]\n\n[[2,5],[3],[]]\n\"++-\"\n[\"ab\",\"c\\\"d\\u0041\"]\n".to_vec(),
    );
    assert_eq!(text.integer(0..=10).unwrap(), 5);
    assert_eq!(text.integers(0..=9, -9..=9).unwrap(), [1, -2, 3]);
    let nested = text
        .array(0..=9, "a graph", |t| t.integers(0..=9, 0..=9))
        .unwrap();
    assert_eq!(nested, [vec![2, 5], vec![3], vec![]]);
    assert_eq!(
        text.string(0..=9, "a state", |c| c == '+' || c == '-')
            .unwrap(),
        "++-"
    );
    let words = text
        .array(0..=9, "words", |t| {
            Ok(t.string(0..=9, "a word", |_| true)?.into_owned())
        })
        .unwrap();
    assert_eq!(words, ["ab", "c\"dA"]);
    assert!(!text.value_follows());
}

/// `null` stands for an absent element where an integer may, with spaces anywhere
/// between; a word that only begins with it, or a cut one, is an error naming both.
#[test]
fn nulls_in_arrays() {
    let mut text = Text::new(b"[1,null, 3 ,\nnull,-2]\n[]\n[null]".to_vec());
    let tree = text.integers_or_nulls(0..=9, -9..=9).unwrap();
    assert_eq!(tree, [Some(1), None, Some(3), None, Some(-2)]);
    assert_eq!(text.integers_or_nulls(0..=9, 0..=9).unwrap(), []);
    assert_eq!(text.integers_or_nulls(0..=9, 0..=9).unwrap(), [None]);
    let error = |input: &str| {
        Text::new(input.as_bytes().to_vec())
            .integers_or_nulls(0..=9, 1..=5)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        error("[1,nullx]"),
        "line 1, column 4: expected null or an integer from 1 to 5, found \"nullx]\""
    );
    assert_eq!(
        error("[nul]"),
        "line 1, column 2: expected null or an integer from 1 to 5, found \"nul]\""
    );
    assert_eq!(
        error("[6]"),
        "line 1, column 2: expected null or an integer from 1 to 5, found \"6]\""
    );
    assert_eq!(
        error("[null,null,null,null,null,null,null,null,null,null]"),
        "line 1, column 1: expected an array of 0 to 9 integers or nulls, found \"[null,null,null,null,null,null,null,null…\""
    );
}

/// Each case of `input` read as 464's two arguments, or the first error.
fn can_i_win_cases(input: &str) -> Result<Vec<(i64, i64)>, String> {
    let mut text = Text::new(input.as_bytes().to_vec());
    let mut cases = Vec::new();
    let case = |text: &mut Text| -> Result<(i64, i64), Fault> {
        let max = text.argument("maxChoosableInteger")?.integer(1..=20)?;
        let total = text.argument("desiredTotal")?.integer(0..=300)?;
        Ok((max, total))
    };
    while text.next_case() {
        cases.push(case(&mut text).map_err(|f| f.to_string())?);
    }
    Ok(cases)
}

#[test]
fn example_lines_and_testcase_lines_alike() {
    let input = "Input: maxChoosableInteger = 10, desiredTotal = 11\n\
                 maxChoosableInteger=4 ,\tdesiredTotal= 0\n5\n6\n\
                 Input:maxChoosableInteger = 7, desiredTotal = 8";
    assert_eq!(
        can_i_win_cases(input),
        Ok(vec![(10, 11), (4, 0), (5, 6), (7, 8)])
    );
}

/// A name and its `=` may be apart by any whitespace the values may be: form feeds,
/// carriage returns and line breaks too.
#[test]
fn any_whitespace_may_stand_between_a_name_and_its_equals_sign() {
    let input = "maxChoosableInteger\x0c= 4, desiredTotal \x0c\r= 5\n\
                 maxChoosableInteger\r\n= 6,desiredTotal\x0c=7";
    assert_eq!(can_i_win_cases(input), Ok(vec![(4, 5), (6, 7)]));
}

/// An argument out of order or missing is an error that names the one expected, and an
/// error in a value names its argument, in either form.
#[test]
fn errors_name_the_argument_expected() {
    let error = |input: &str| can_i_win_cases(input).unwrap_err();
    assert_eq!(
        error("Input: desiredTotal = 11, maxChoosableInteger = 10"),
        "line 1, column 8: expected maxChoosableInteger = …, found \"desiredTotal\""
    );
    assert_eq!(
        error("maxChoosableInteger = 10\nmaxChoosableInteger = 3, desiredTotal = 1"),
        "line 2, column 1: expected `,` and desiredTotal = …, found \"maxChoosableInteger\""
    );
    assert_eq!(
        error("Input: maxChoosableInteger = 10, desiredTotal"),
        "line 1, column 46: expected `=` after desiredTotal, found end of input"
    );
    assert_eq!(
        error("maxChoosableInteger = 10, desiredTotal = x"),
        "line 1, column 42: expected desiredTotal, an integer from 0 to 300, found \"x\""
    );
    assert_eq!(
        error("1\n2\n30\n"),
        "line 3, column 1: expected maxChoosableInteger, an integer from 1 to 20, found \"30\""
    );
    assert_eq!(
        error("10\n"),
        "line 2, column 1: expected desiredTotal, an integer from 0 to 300, found end of input"
    );
    // A value found after its argument was read names what it is itself.
    let mut text = Text::new(b"piles = [1]".to_vec());
    assert!(text.next_case());
    let mark = text.mark();
    text.argument("piles")
        .unwrap()
        .integers(1..=9, 1..=9)
        .unwrap();
    assert_eq!(
        text.fault_at_mark(mark, "a short array").to_string(),
        "line 1, column 1: expected a short array, found \"piles\""
    );
}

#[test]
fn errors_say_where_and_what() {
    let fault = |input: &str, read: fn(&mut Text) -> Result<(), Fault>| {
        read(&mut Text::new(input.as_bytes().to_vec()))
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        fault("[1,2\n", |t| t.integers(0..=9, 0..=9).map(drop)),
        "line 2, column 1: expected `,` or `]`, found end of input"
    );
    assert_eq!(
        fault("  \"x\"", |t| t.integer(0..=9).map(drop)),
        "line 1, column 3: expected an integer from 0 to 9, found \"\\\"x\\\"\""
    );
    assert_eq!(
        fault("[1,2,3]", |t| t.integers(0..=2, 0..=9).map(drop)),
        "line 1, column 1: expected an array of 0 to 2 integers, found \"[1,2,3]\""
    );
    assert!(fault("99999999999999999999", |t| t
        .integer(i64::MIN..=i64::MAX)
        .map(drop))
    .contains("expected an integer from -9223372036854775808"));
    assert_eq!(
        fault("18446744073709551616", |t| t.natural(0..=u64::MAX).map(drop)),
        "line 1, column 1: expected an integer from 0 to 18446744073709551615, found \"18446744073709551616\""
    );
    assert!(
        fault("\"abc", |t| t.string(0..=9, "a state", |_| true).map(drop))
            .contains("expected a state")
    );
}

/// Every string at LeetCode's limits and beyond (lc294 takes 10^6 characters) is read
/// in linear time. The reader once re-checked the rest of the input as UTF-8 for each
/// character, and was still on these two strings after nine minutes: now each
/// character is decoded from at most four bytes.
#[test]
fn strings_of_a_million_characters_are_read_in_linear_time() {
    let plain = "+-".repeat(500_000);
    let wide = "é😀+".repeat(333_333);
    let input = format!("\"{plain}\"\n\"{wide}\"\n7");
    BYTES_DECODED.with(|decoded| decoded.set(0));
    let mut text = Text::new(input.into_bytes());
    assert_eq!(
        text.string(0..=1_000_000, "a state", |_| true).unwrap(),
        plain
    );
    assert_eq!(
        text.string(0..=1_000_000, "a word", |_| true).unwrap(),
        wide
    );
    assert_eq!(text.integer(0..=9).unwrap(), 7);
    let decoded = BYTES_DECODED.with(|decoded| decoded.get());
    assert!(
        decoded <= 4 * 666_666,
        "{decoded} bytes decoded for 666666 wide characters"
    );
}

/// An array read by `each_integer` is read again from the right, whatever the spaces,
/// line breaks, signs and leading zeros between its brackets.
#[test]
fn integers_are_read_again_from_the_right() {
    let input = "[ 1 ,-2,\r\n 003 , -0 ,9223372036854775807,-9223372036854775808 ]\n[7]\n[]";
    let mut text = Text::new(input.as_bytes().to_vec());
    let mut read = Vec::new();
    let first = text
        .each_integer(0..=9, i64::MIN..=i64::MAX, |v| read.push(v))
        .unwrap();
    assert_eq!(read, [1, -2, 3, 0, i64::MAX, i64::MIN]);
    assert_eq!(first.len, 6);
    let second = text.each_integer(0..=9, 0..=9, |_| {}).unwrap();
    let empty = text.each_integer(0..=9, 0..=9, |_| {}).unwrap();
    let backwards: Vec<i64> = text.integers_from_right(&first).collect();
    read.reverse();
    assert_eq!(backwards, read);
    assert_eq!(text.integers_from_right(&second).collect::<Vec<_>>(), [7]);
    assert_eq!(text.integers_from_right(&empty).count(), 0);
}

/// Past its longest allowed length an array's elements and a string's characters are
/// checked but not kept: the errors are those of reading the whole, a too long value
/// refused at its start, and a bad element or character after the limit first.
#[test]
fn values_past_the_longest_allowed_are_checked_but_not_kept() {
    let error = |input: &str, read: fn(&mut Text) -> Result<(), Fault>| {
        read(&mut Text::new(input.as_bytes().to_vec()))
            .unwrap_err()
            .to_string()
    };
    let integers: fn(&mut Text) -> Result<(), Fault> = |t| t.integers(1..=2, 0..=9).map(drop);
    assert_eq!(
        error("[1, 2, 3, 4]", integers),
        "line 1, column 1: expected an array of 1 to 2 integers, found \"[1,\""
    );
    assert_eq!(
        error("[1, 2, 3, x]", integers),
        "line 1, column 11: expected an integer from 0 to 9, found \"x]\""
    );
    let mut handed = 0;
    let mut text = Text::new(b"[1,2,3]".to_vec());
    assert!(text.each_integer(0..=2, 0..=9, |_| handed += 1).is_err());
    assert_eq!(handed, 2);
    let state: fn(&mut Text) -> Result<(), Fault> =
        |t| t.string(0..=3, "a state", |c| c == '+').map(drop);
    assert_eq!(
        error("\"+++++\"", state),
        "line 1, column 1: expected a state, found \"\\\"+++++\\\"\""
    );
    assert_eq!(
        error("\"++++-\"", state),
        "line 1, column 1: expected a state, found \"\\\"++++-\\\"\""
    );
    assert_eq!(
        error("\"++++\\q\"", state),
        "line 1, column 6: expected an escape such as \\\" or \\\\, found \"\\\\q\\\"\""
    );
    let rows: fn(&mut Text) -> Result<(), Fault> = |t| {
        t.array(1..=2, "a grid", |t| {
            Ok(t.string(1..=1, "a row", |_| true)?.into_owned())
        })
        .map(drop)
    };
    assert_eq!(
        error("[\"a\",\"b\",\"c\"]", rows),
        "line 1, column 1: expected a grid, found \"[\\\"a\\\",\\\"b\\\",\\\"c\\\"]\""
    );
}

/// A bad byte is an error where the parser reaches it, at its own line and column
/// (in characters), not an error of every value before it.
#[test]
fn a_bad_byte_is_reported_where_it_stands() {
    let mut text = Text::new(b"\"++\"\n\"\xc3\xa9\xf0\x9f\x98\x80\xff\"".to_vec());
    assert_eq!(text.string(0..=9, "a state", |_| true).unwrap(), "++");
    assert_eq!(
        text.string(0..=9, "a word", |_| true)
            .unwrap_err()
            .to_string(),
        "line 2, column 4: expected UTF-8 text, found \"\u{fffd}\\\"\""
    );
    let mut text = Text::new(b"[1, 2]\n[3,\xff]".to_vec());
    assert_eq!(text.integers(0..=9, 0..=9).unwrap(), [1, 2]);
    assert_eq!(
        text.integers(0..=9, 0..=9).unwrap_err().to_string(),
        "line 2, column 4: expected an integer from 0 to 9, found \"\u{fffd}]\""
    );
    // A character cut by the end of input is not UTF-8 either.
    let mut text = Text::new(b"\"\xc3\xa9\xc3".to_vec());
    assert!(text
        .string(0..=9, "a word", |_| true)
        .unwrap_err()
        .to_string()
        .starts_with("line 1, column 3: expected UTF-8 text"));
}

/// The token an error shows is decoded from a window of the input, with the same
/// message as from the whole token: its first 40 characters, and `…` when it is longer.
#[test]
fn the_token_shown_is_the_same_however_long_the_rest() {
    let shown = |input: String| {
        Text::new(input.into_bytes())
            .integer(0..=9)
            .unwrap_err()
            .to_string()
    };
    let long = "é".repeat(1_000_000);
    let first_40 = "é".repeat(40);
    let cut = format!("line 1, column 1: expected an integer from 0 to 9, found \"{first_40}…\"");
    assert_eq!(shown(long.clone()), cut);
    assert_eq!(shown(format!("{long} 5")), cut);
    assert_eq!(shown("é".repeat(41)), cut);
    assert_eq!(
        shown(format!("{first_40}\n{long}")),
        format!("line 1, column 1: expected an integer from 0 to 9, found \"{first_40}\"")
    );
}
