//! The LeetCode binaries on the largest text their README admits: answers checked. (Errors
//! in that text are pinned down by samples/lc*/error-N; how long these inputs take is
//! `cargo xtask bench --limits`' to measure, never a test's to assert.)

mod common;

use common::{run, show, under_memory, Outcome};

fn answers_exactly(binary: &str, input: &[u8], expected: &str) {
    let outcome = run(binary, &[], input);
    assert_eq!(outcome.status, Some(0), "{}", show(&outcome.stderr));
    assert!(
        outcome.stdout == expected.as_bytes(),
        "{binary}: answers differ:\n{}",
        show(&outcome.stdout)
    );
}

/// States of 10^6 characters, lc294's limit. Runs of 2 or 3 `+` have Grundy value 1 (every
/// move leaves at most one `+`), runs of 4 have 2 (a move leaves a run of 2, or two of 1),
/// so the exclusive or of a state's runs is known without the period of Dawson's Kayles.
#[test]
fn lc294_answers_states_of_a_million_characters() {
    let odd_pairs = format!("{}+", "++-".repeat(333_333)); // 333333 ones: true
    let fours = "++++-".repeat(200_000); // an even number of twos: false
    let mixed = format!("{}-++++-++", "+++-++-".repeat(142_856)); // ones in pairs, 2, 1: true
    for state in [&odd_pairs, &fours, &mixed] {
        assert_eq!(state.len(), 1_000_000);
    }
    let input = format!("\"{odd_pairs}\"\n\"{fours}\"\n\"{mixed}\"\n");
    answers_exactly("lc294", input.as_bytes(), "true\nfalse\ntrue\n");
}

/// 2.4 MB of grids, each read as strings: 200000 cases of 1×3 grids whose answers are
/// plain (with jumps of 1 the mouse reaches the food next to it, and cannot pass the cat),
/// as many as the work budget admits (1000 steps at least per grid, 2·10^8 in all).
#[test]
fn lc1728_answers_megabytes_of_grids() {
    let cases = 100_000;
    let input = "[\"MFC\"]\n1\n1\n[\"MCF\"]\n1\n1\n".repeat(cases);
    assert_eq!(input.len(), 2_400_000);
    answers_exactly("lc1728", input.as_bytes(), &"true\nfalse\n".repeat(cases));
}

/// The lists of the complete graph on `nodes` nodes, as LeetCode writes a graph.
fn complete_graph(nodes: usize) -> String {
    let lists: Vec<String> = (0..nodes)
        .map(|v| {
            let others: Vec<String> = (0..nodes)
                .filter(|&w| w != v)
                .map(|w| w.to_string())
                .collect();
            format!("[{}]", others.join(","))
        })
        .collect();
    format!("[{}]\n", lists.join(","))
}

/// `binary` on `input` under a 256 MiB address-space limit (`ulimit -v 262144`).
fn under_256_mib(binary: &str, input: &[u8]) -> Outcome {
    under_limit(binary, input, 262_144)
}

/// `binary` on `input` under an address-space limit of `kib` KiB.
fn under_limit(binary: &str, input: &[u8], kib: u64) -> Outcome {
    common::feed(under_memory(binary, kib), input)
}

/// lc913 under a 256 MiB address-space limit: the largest graph it admits (100 nodes, all
/// joined) is answered, and a larger one is refused before anything is built (all 1000
/// nodes joined once took 16 GB, when the analysis held an edge per move of every (mouse,
/// cat) pair, and aborted).
#[test]
fn lc913_answers_the_largest_graph_it_admits_and_refuses_larger() {
    let limited = |input: String| under_256_mib("lc913", input.as_bytes());
    // The mouse's node 1 is next to the hole.
    let largest = limited(complete_graph(100));
    assert_eq!(largest.status, Some(0), "{}", show(&largest.stderr));
    assert_eq!(show(&largest.stdout), "1\n");
    let refused = |input: String, message: &str| {
        let run = limited(input);
        assert_eq!(run.status, Some(2));
        assert_eq!(show(&run.stdout), "");
        let stderr = show(&run.stderr);
        assert!(stderr.starts_with(message), "{stderr}");
    };
    refused(
        complete_graph(1000),
        "lc913: line 1, column 291: expected graph, an integer from 0 to 99",
    );
    let repeats = format!("[{}]", vec!["1"; 101].join(","));
    refused(
        format!("[{}]", vec![repeats; 3].join(",")),
        "lc913: line 1, column 2: expected graph, a node's list of at most 100 neighbours",
    );
}

/// `binary` holds the whole input to a work budget: after `before` (answered `answered`),
/// `count` copies of `case` (each answered `answer`) are answered, and one copy more is
/// refused where it starts: status 2, the line `refusal` on stderr, and every answer before
/// it on stdout, whole lines.
fn answers_up_to_its_budget_and_refuses_past_it(
    binary: &str,
    (before, answered): (&str, &str),
    (case, answer): (&str, &str),
    count: usize,
    refusal: &str,
) {
    let answers = format!("{answered}{}", answer.repeat(count));
    let within = format!("{before}{}", case.repeat(count));
    answers_exactly(binary, within.as_bytes(), &answers);
    let over = run(binary, &[], format!("{within}{case}").as_bytes());
    assert_eq!(over.status, Some(2), "{binary}: {}", show(&over.stderr));
    assert!(
        over.stdout == answers.as_bytes(),
        "{binary}: {}",
        show(&over.stdout)
    );
    assert_eq!(show(&over.stderr), refusal);
}

/// An array of `n` ones, as LeetCode writes it, on a line of its own.
fn ones(n: usize) -> String {
    format!("[{}]\n", vec!["1"; n].join(","))
}

/// `binary` holds its arrays (called `noun` in its refusal) to `budget` for n² summed over
/// the input: `count` arrays of `ones` ones (each answered `answer`) are answered, and the
/// next is refused where it starts.
fn squared_budget(
    binary: &str,
    noun: &str,
    budget: u64,
    (ones_n, count): (usize, usize),
    answer: &str,
) {
    let refusal = format!(
        "{binary}: line {line}, column 1: expected an array of {noun} whose squared lengths \
         (1000 at least) sum to at most {budget} over the input, found \
         \"[1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1…\"\n",
        line = count + 1,
    );
    let case = (&ones(ones_n)[..], &format!("{answer}\n")[..]);
    answers_up_to_its_budget_and_refuses_past_it(binary, ("", ""), case, count, &refusal);
}

/// lc1140: 1.5·10^8, 600 cases of 500 piles (Alice gets 250 of 500 ones). lc1690: 5·10^8,
/// 500 of LeetCode's largest (1000 stones); with n stones of 1 every move scores the stones
/// left, n − 1 for Alice, n − 2 for Bob, and so on: the difference is n/2 for an even n.
/// lc1563: 2.5·10^7, 100 of LeetCode's largest (500 values); the answer to 500 ones is the
/// library's (checked against the game's search elsewhere): this is about the budget.
/// lc486: 5·10^8, 20 of its largest (5000 numbers); an even number of ones is a tie, which
/// player 1 wins.
#[test]
fn squared_length_budgets_answer_up_to_their_limit_and_refuse_past_it() {
    let lc1563 = grundy::leetcode::stone_games::stone_game_v(&[1; 500]);
    let budgets = [
        (
            "lc1140",
            "piles",
            150_000_000,
            (500, 600),
            "250".to_string(),
        ),
        (
            "lc1690",
            "stones",
            500_000_000,
            (1000, 500),
            "500".to_string(),
        ),
        (
            "lc1563",
            "stone values",
            25_000_000,
            (500, 100),
            lc1563.to_string(),
        ),
        (
            "lc486",
            "numbers",
            500_000_000,
            (5000, 20),
            "true".to_string(),
        ),
    ];
    for (binary, noun, budget, arrays, answer) in budgets {
        squared_budget(binary, noun, budget, arrays, &answer);
    }
}

/// lc877 holds to 5·10^8 for n² summed over the arrays its recurrence solves (an odd count
/// or an even sum): 20 of 4999 ones (Alice takes 2500 of them), after 10^4 arrays in
/// LeetCode's constraints (`[1,2]`), which cost nothing.
#[test]
fn lc877_answers_up_to_its_budget_and_refuses_past_it() {
    let leetcode = 10_000;
    answers_up_to_its_budget_and_refuses_past_it(
        "lc877",
        (&"[1,2]\n".repeat(leetcode), &"true\n".repeat(leetcode)),
        (&ones(4999), "true\n"),
        20,
        "lc877: line 10021, column 1: expected an array of piles whose squared lengths (1000 \
         at least) sum to at most 500000000 over the arrays with an odd count or an even sum, found \
         \"[1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1…\"\n",
    );
}

/// lc913 holds the whole input to 2·10^8 steps of analysis, a step per state and per move
/// out of it: 100 nodes all joined are 1990100, so 100 such graphs are answered (the mouse
/// steps into the hole) and the 101st is refused where it starts.
#[test]
fn lc913_answers_up_to_its_budget_and_refuses_past_it() {
    answers_up_to_its_budget_and_refuses_past_it(
        "lc913",
        ("", ""),
        (&complete_graph(100), "1\n"),
        100,
        "lc913: line 101, column 1: expected a graph whose analysis keeps the input within \
         200000000 steps (one per state and per move out of it, 1000 at least per graph), found \
         \"[[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16…\"\n",
    );
}

/// lc1728 holds the whole input to 2·10^8 steps of analysis, a step per state and per move
/// out of it: an open 16×16 grid with jumps of 16 is 2^22, so 47 of them are answered and
/// the 48th is refused where its grid starts.
#[test]
fn lc1728_answers_up_to_its_budget_and_refuses_past_it() {
    let mut rows = vec![".".repeat(16); 16];
    rows[13] = format!("M{}", ".".repeat(15));
    rows[14] = format!("{}C{}", ".".repeat(7), ".".repeat(8));
    rows[15] = format!("{}F", ".".repeat(15));
    let quoted: Vec<String> = rows.iter().map(|row| format!("\"{row}\"")).collect();
    let case = format!("[{}]\n16\n16\n", quoted.join(","));
    answers_up_to_its_budget_and_refuses_past_it(
        "lc1728",
        ("", ""),
        (&case, "true\n"),
        47,
        "lc1728: line 142, column 1: expected a grid whose analysis with these jumps keeps \
         the input within 200000000 steps (one per state and per move out of it, 1000 at least \
         per grid), found \
         \"[\\\"................\\\",\\\"................\\\",\\\"…\"\n",
    );
}

/// Under a 256 MiB address-space limit the LeetCode binaries answer or refuse, one line and
/// status 2, and never abort, at their worst: an array or a string far past its longest
/// allowed length (nearly 10^8 bytes of it, the most text admitted; values past the limit
/// are checked, not kept, where they were once all kept and the allocation aborted the run:
/// a `Vec<String>` of 25M rows for lc1728, 400 MB of i64 for lc1140), and lc464's 32 MiB
/// table built after the most text admitted.
#[test]
fn lc_binaries_answer_or_refuse_under_256_mib() {
    const SIZE: usize = 99_999_000;
    let refused = |binary: &str, input: Vec<u8>, message: &str| {
        let run = under_256_mib(binary, &input);
        let stderr = show(&run.stderr);
        assert_eq!(run.status, Some(2), "{binary}: {stderr}");
        assert!(run.stdout.is_empty(), "{binary}");
        assert_eq!(stderr.lines().count(), 1, "{binary}: {stderr}");
        assert!(stderr.starts_with(message), "{binary}: {stderr}");
    };
    // Each input an opening, a unit repeated to nearly SIZE bytes, and a closing.
    let huge = [
        (
            "lc1140",
            ["[", "1,", "1]\n"],
            "expected piles, an array of 1 to 500 integers",
        ),
        (
            "lc1686",
            ["[", "1,", "1]\n"],
            "expected aliceValues, an array of 1 to 1000000 integers",
        ),
        (
            "lc1728",
            ["[", "\"M\",", "\"M\"]\n1\n1\n"],
            "expected grid, a grid of 1 to 16 rows",
        ),
        (
            "lc294",
            ["\"", "+", "\"\n"],
            "expected currentState, a string of + and - (at most 1000000)",
        ),
    ];
    for (binary, [open, unit, close], expected) in huge {
        let input = [open, &unit.repeat(SIZE / unit.len()), close].concat();
        let message = format!("{binary}: line 1, column 1: {expected}");
        refused(binary, input.into_bytes(), &message);
    }
    let mut input = b"20\n150\n".to_vec();
    input.resize(grundy::leetcode::MOST_TEXT, b' ');
    let table = under_256_mib("lc464", &input);
    assert_eq!(table.status, Some(0), "{}", show(&table.stderr));
    assert_eq!(show(&table.stdout), "false\n");
}

/// lc464 under a limit that leaves no room for its 32 MiB table: the cases before answered,
/// then the case that needs the table refused at its maxChoosableInteger, not an abort.
#[test]
fn lc464_refuses_a_table_the_memory_limit_denies() {
    let run = under_limit("lc464", b"5\n10\n20\n150\n", 24 << 10);
    assert_eq!(run.status, Some(2), "{}", show(&run.stderr));
    assert_eq!(show(&run.stdout), "true\n");
    assert_eq!(
        show(&run.stderr),
        "lc464: line 3, column 1: expected a maxChoosableInteger whose table (32 bytes for \
         each of its 2^max sets of used numbers) fits in the memory there is, found \"20\"\n"
    );
}

/// The LeetCode binaries admit 10^8 bytes of text: one byte more is refused before any
/// answer, at that byte.
#[test]
fn text_past_the_admitted_size_is_refused_before_any_answer() {
    let mut input = "1\n".repeat(50_000_000).into_bytes();
    input.push(b'1');
    let over = run("lc292", &[], &input);
    assert_eq!(over.status, Some(2));
    assert!(over.stdout.is_empty(), "{}", show(&over.stdout));
    assert_eq!(
        show(&over.stderr),
        "lc292: line 50000001, column 1: expected at most 100000000 bytes of text, found more \
         than that\n"
    );
}
