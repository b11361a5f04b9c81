//! The admitted limits hold: inputs at or past a binary's stated limit are answered in
//! bounded memory, or refused in one line that names the limit (docs/run-contract.md,
//! Bounded work).

mod common;

use common::{feed, under_memory, Outcome};
use std::process::Command;

fn text(bytes: &[u8]) -> &str {
    std::str::from_utf8(bytes).unwrap()
}

fn run(binary: &str, input: &[u8]) -> Outcome {
    feed(Command::new(common::binary_path(binary)), input)
}

/// A case that lists twenty million moves (all the same) keeps one: answered under 256 MiB
/// of address space.
#[test]
fn s_nim_keeps_a_repeated_move_once() {
    let moves = 20_000_000;
    let mut input = format!("{moves}\n").into_bytes();
    input.extend_from_slice(&b"1\n".repeat(moves));
    input.extend_from_slice(b"1\n1 5\n0\n");
    let outcome = feed(under_memory("s-nim", 262_144), &input);
    assert_eq!(
        (outcome.status, text(&outcome.stdout), text(&outcome.stderr)),
        (Some(0), "W\n", "")
    );
}

/// Mock Turtles keeps a case's positions to find the repeated ones: twenty million of them
/// are answered under 256 MiB of address space (their memory asked for at the count, not
/// doubled past the cap), and a count whose positions cannot fit is refused at the count,
/// after the answers before it.
#[test]
fn mock_turtles_asks_for_a_cases_memory_at_its_count() {
    let positions = 20_000_000;
    let mut input = format!("2\n0 1\n{positions}\n").into_bytes();
    input.extend_from_slice(&b"7\n".repeat(positions));
    let outcome = feed(under_memory("mock-turtles", 262_144), &input);
    assert_eq!(
        (outcome.status, text(&outcome.stdout), text(&outcome.stderr)),
        (Some(0), "No\nNo\n", "")
    );
    let outcome = feed(
        under_memory("mock-turtles", 262_144),
        b"2\n0 1\n40000000\n7\n",
    );
    assert_eq!(outcome.status, Some(2));
    assert_eq!(text(&outcome.stdout), "No\n");
    assert_eq!(
        text(&outcome.stderr),
        "mock-turtles: line 3, column 1: expected a count of positions whose list fits in \
         memory, found \"40000000\"\n"
    );
}

/// coin-grid's table of parities, a bit per exponent below n + m, is asked for at m: a board
/// whose table cannot fit under 256 MiB (2 × 2^32 coins: 512 MiB of bits) is refused at its
/// m, after the answers before it, where the table once doubled past the cap and aborted
/// (a 2 × 1.1·10^9 board, whose 137 MB table fits, is answered: a 2.2 GB input, tried by
/// hand).
#[test]
fn coin_grid_asks_for_its_table_at_the_boards_size() {
    let input = b"2\n1 2\nTH\n2 4294967296\nHHHH";
    let outcome = feed(under_memory("coin-grid", 262_144), input);
    assert_eq!(outcome.status, Some(2));
    assert_eq!(text(&outcome.stdout), "-_-\n");
    assert_eq!(
        text(&outcome.stderr),
        "coin-grid: line 4, column 3: expected a number of columns m whose board's n + m \
         parity bits fit in memory (in case 2 of 2), found \"4294967296\"\n"
    );
}

/// More positions in a case than its line of answers may hold is refused at the count.
#[test]
fn s_nim_refuses_a_case_of_too_many_positions() {
    let outcome = run("s-nim", b"1 1\n1\n1 3\n1 1\n10000001\n1 1\n");
    assert_eq!(outcome.status, Some(2));
    assert_eq!(text(&outcome.stdout), "W\n");
    assert_eq!(
        text(&outcome.stderr),
        "s-nim: line 5, column 1: expected a number of positions from 0 to 10000000 (a \
         case's line of answers is kept until it is whole), found \"10000001\"\n"
    );
}

/// A complete acyclic graph on `k` vertices, each also moving to a 2-cycle whose second
/// vertex moves to a dead end (k + 3 vertices, k(k + 1)/2 + 3 edges: every vertex reaches
/// a cycle, and γ's values go up to about k), then `queries`.
fn dense_loopy_graph(k: usize, queries: &str) -> Vec<u8> {
    let (a, b, c) = (k, k + 1, k + 2);
    let mut input = format!("{}\n", k + 3);
    for vertex in 0..k {
        input.push_str(&(vertex + 1).to_string());
        for successor in (0..vertex).chain([a]) {
            input.push_str(&format!(" {successor}"));
        }
        input.push('\n');
    }
    input.push_str(&format!("1 {b}\n2 {a} {c}\n0\n{queries}0\n"));
    input.into_bytes()
}

/// The shape whose rounds are cubic in the vertices: refused after the graph, in one line
/// that names the budget, within the admitted 10^6 vertices and 2·10^6 edges.
#[test]
fn token_game_refuses_a_graph_past_the_round_budget() {
    let outcome = run("token-game", &dense_loopy_graph(1999, "1 0\n"));
    assert_eq!(outcome.status, Some(2), "{}", text(&outcome.stderr));
    assert!(outcome.stdout.is_empty());
    assert_eq!(
        text(&outcome.stderr),
        "token-game: line 2004, column 1: expected the queries of a graph valued within \
         200000000 steps in all, found \"1\"\n"
    );
}

/// The same shape, smaller, is answered; and the budget is for the whole input: the same
/// graph again and again runs it out.
#[test]
fn token_game_round_budget_is_for_the_whole_input() {
    // γ(v) = v + 1 on the acyclic part (a takes 0; c, a dead end, is valued 0 by the
    // peel; b takes 1), so tokens on 0 and 1 sum to 1 xor 2.
    let graph = dense_loopy_graph(300, "2 0 1\n1 300\n");
    let outcome = run("token-game", &graph);
    assert_eq!(
        (outcome.status, text(&outcome.stdout), text(&outcome.stderr)),
        (Some(0), "WIN\nLOSE\n", "")
    );
    let outcome = run("token-game", &graph.repeat(100));
    assert_eq!(outcome.status, Some(2));
    assert!(
        text(&outcome.stderr).contains("within 200000000 steps in all"),
        "{}",
        text(&outcome.stderr)
    );
}

/// every-sg's budget of Euclid's divisions is for the whole input, exact, and refused in
/// one line after the case that passes it: F(93) and F(92) take 80 divisions above the
/// binary's table, so 1875000 such games spend the whole 1.5·10^8, and one more passes it.
#[test]
fn every_sg_refuses_the_game_past_its_division_budget() {
    let game = "12200160415121876738 7540113804746346429\n";
    let mut input = format!("1875000\n{}", game.repeat(1_875_000));
    input.push_str(&format!("1\n{game}1\n1 1\n"));
    let outcome = run("every-sg", input.as_bytes());
    // 91 moves: odd, MM (the first player) wins.
    assert_eq!(text(&outcome.stdout), "MM\n");
    assert_eq!(outcome.status, Some(2));
    assert_eq!(
        text(&outcome.stderr),
        "every-sg: line 1875004, column 1: expected games valued within 150000000 divisions \
         of Euclid's algorithm in all, found \"1\"\n"
    );
}
