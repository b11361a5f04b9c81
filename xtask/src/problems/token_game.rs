//! HDU 1524 / POJ 2425 A Chess Game: tokens on a directed graph; a move slides one token
//! along an edge; who cannot move loses.
//! Input: tests until the end: `N`, N lines `X v1 … vX` (0-based), queries `M p1 … pM`,
//! then `0`. A case is one test: [N, then per vertex: X, v1…vX, then Q, then per query: M,
//! p1…pM].

use crate::problem::draw::{large, length, Case, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::{counted_line, Layout, Tokens};
use crate::problem::{JudgeLimits, JudgeStress, Part, Sizes};
use grundy::games::graph::Outcome;
use grundy::oracles::brute::{outcomes_by_iteration, win_table};
use grundy::specs;

pub struct TokenGame;

/// Lists of vertices: a graph's successor lists, or the token places of queries.
type Lists = Vec<Vec<usize>>;

/// The successor lists and the queries of a case, when well formed.
fn parts(case: &[Value]) -> Option<(Lists, Lists)> {
    let mut rest = case.iter().copied();
    let n = rest.next()?;
    if !(1..=1000).contains(&n) {
        return None;
    }
    let vertex = |v: Option<Value>| v.filter(|v| (0..n).contains(v)).map(|v| v as usize);
    let mut graph = Vec::new();
    for _ in 0..n {
        let degree = rest.next()?;
        let next: Vec<usize> = (0..degree.max(0))
            .map(|_| vertex(rest.next()))
            .collect::<Option<_>>()?;
        graph.push(next);
    }
    let q = rest.next()?;
    let mut queries = Vec::new();
    for _ in 0..q.max(0) {
        let m = rest.next()?;
        if m < 1 {
            return None;
        }
        let tokens: Vec<usize> = (0..m).map(|_| vertex(rest.next())).collect::<Option<_>>()?;
        queries.push(tokens);
    }
    (rest.next().is_none() && q >= 1).then_some((graph, queries))
}

fn values(vertices: &[usize]) -> Vec<Value> {
    vertices.iter().map(|&v| v as Value).collect()
}

/// The number of queries in a run of `M p1 … pM` groups.
fn query_count(groups: &[Value]) -> Value {
    let (mut at, mut count) = (0, 0);
    while at < groups.len() {
        at += groups[at] as usize + 1;
        count += 1;
    }
    count
}

impl Layout for TokenGame {
    fn write(&self, cases: &[Case]) -> String {
        let mut text = String::new();
        for case in cases {
            let (graph, queries) = parts(case).expect("a valid token-game case");
            text.push_str(&format!("{}\n", graph.len()));
            for list in graph.iter().chain(&queries) {
                text.push_str(&counted_line(&values(list)));
            }
            text.push_str("0\n");
        }
        text
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let mut tokens = Tokens::new(text);
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
            case.push(query_count(&queries));
            case.extend(queries);
            cases.push(case);
        }
        Ok(cases)
    }
}

pub const TOKEN_GAME: Facts = Facts {
    layout: &TokenGame,
    // Under stress the graph may have cycles (the binary answers DRAW there); large
    // graphs are acyclic, as on the judge.
    draw: |rng, size| {
        let n = size.items(rng, 1..=4) as u64;
        let mut case = vec![n as Value];
        for vertex in 0..n {
            // Large graphs point only to later vertices, so the last one has no move.
            let targets = if size.is_small() { 0..n } else { vertex + 1..n };
            let degree = if targets.is_empty() {
                0
            } else {
                size.pick(rng, 0..=2, 0..=5)
            };
            case.push(degree);
            for _ in 0..degree {
                case.push(Value::from(rng.range(targets.start, targets.end - 1)));
            }
        }
        let queries = size.pick(rng, 1..=3, 1..=1000);
        case.push(queries);
        for _ in 0..queries {
            let tokens = size.pick(rng, 1..=3, 1..=10);
            case.push(tokens);
            case.extend((0..tokens).map(|_| Value::from(rng.range(0, n - 1))));
        }
        case
    },
    valid: |case| parts(case).is_some(),
    answerable: |case| {
        parts(case).is_some_and(|(graph, queries)| {
            let positions = |tokens: &Vec<usize>| graph.len().checked_pow(tokens.len() as u32);
            queries
                .iter()
                .all(|q| positions(q).is_some_and(|p| p <= 100_000))
        })
    },
    // Several tokens on one graph, played as one game whose position is the tuple of token
    // places (a move slides one token), by value iteration: no Sprague–Grundy theory.
    reference: |cases| {
        let mut text = String::new();
        for case in cases {
            let (graph, queries) = parts(case).expect("a valid token-game case");
            let n = graph.len();
            for tokens in queries {
                let count = tokens.len();
                let states = n.pow(count as u32);
                let place = |state: usize, i: usize| state / n.pow(i as u32) % n;
                let successors: Vec<Vec<usize>> = (0..states)
                    .map(|state| {
                        let mut next = Vec::new();
                        for i in 0..count {
                            let at = place(state, i);
                            for &to in &graph[at] {
                                next.push(state - at * n.pow(i as u32) + to * n.pow(i as u32));
                            }
                        }
                        next
                    })
                    .collect();
                let start = (0..count)
                    .map(|i| tokens[i] * n.pow(i as u32))
                    .sum::<usize>();
                let word = match outcomes_by_iteration(&successors)[start] {
                    Outcome::Win => "WIN",
                    Outcome::Lose => "LOSE",
                    Outcome::Draw => "DRAW",
                };
                text.push_str(word);
                text.push('\n');
            }
        }
        text
    },
    // Up to 1000 vertices, each with up to 5 successors among the later vertices (an
    // acyclic graph, as on the judge), and queries of one or two tokens (the product game
    // of three tokens on 1000 vertices has 10^9 positions).
    judge_draw: Some(|rng, size| {
        let n = length(rng, size, 1) as u64;
        let mut case = vec![n as Value];
        for vertex in 0..n {
            let degree = if vertex + 1 < n { rng.range(0, 5) } else { 0 };
            case.push(degree as Value);
            for _ in 0..degree {
                case.push(Value::from(rng.range(vertex + 1, n - 1)));
            }
        }
        let queries = rng.range(1, 200);
        case.push(queries as Value);
        for _ in 0..queries {
            let tokens = rng.range(1, 2);
            case.push(tokens as Value);
            case.extend((0..tokens).map(|_| Value::from(rng.range(0, n - 1))));
        }
        case
    }),
    // What the two-token product game answers: edges to later vertices only, queries of
    // one or two tokens.
    judge_valid: Some(|case| {
        parts(case).is_some_and(|(graph, queries)| {
            let forward = graph
                .iter()
                .enumerate()
                .all(|(v, next)| next.iter().all(|&w| w > v));
            forward && queries.iter().all(|tokens| tokens.len() <= 2)
        })
    }),
    // Several tokens on an acyclic graph (edges to later vertices only), one or two per
    // query, played as one game: a position is the tuple of token places and a move slides
    // one token (no Sprague–Grundy theory). Numbered from the last vertex, every move
    // lowers the position's number, so one table over all pairs answers every query.
    judge_reference: Some(|cases| {
        let mut text = String::new();
        for case in cases {
            let (graph, queries) = parts(case).expect("a valid token-game case");
            let n = graph.len();
            let number = |v: usize| n - 1 - v;
            let one = win_table(n, |p, next| {
                next.extend(graph[number(p)].iter().map(|&w| number(w)));
            });
            let two = win_table(n * n, |p, next| {
                let (first, second) = (number(p / n), number(p % n));
                next.extend(graph[first].iter().map(|&w| number(w) * n + p % n));
                next.extend(graph[second].iter().map(|&w| p / n * n + number(w)));
            });
            for tokens in queries {
                let wins = match tokens.as_slice() {
                    [v] => one[number(*v)],
                    [v, w] => two[number(*v) * n + number(*w)],
                    _ => unreachable!("queries of one or two tokens"),
                };
                text.push_str(if wins { "WIN\n" } else { "LOSE\n" });
            }
        }
        text
    }),
    sizes: Sizes {
        stress_cases: 1..=3,
        limits_text: "vertices^tokens at most 10^5 for every query (the positions of one game)",
        // A query (with `M`'s count), a token (with its `M`), an edge (with its `X`), or the
        // last vertex (with `N`, when nothing names it) dropped.
        counted_parts: |case| {
            let Some((graph, queries)) = parts(case) else {
                return Vec::new();
            };
            let mut vertex_at = Vec::new();
            let mut at = 1;
            for next in &graph {
                vertex_at.push(at);
                at += 1 + next.len();
            }
            let q_at = at;
            let mut fewer = Vec::new();
            let mut at = q_at + 1;
            for tokens in &queries {
                fewer.push(Part::one(q_at, at..at + 1 + tokens.len()));
                fewer.extend((0..tokens.len()).map(|j| Part::one(at, at + 1 + j..at + 2 + j)));
                at += 1 + tokens.len();
            }
            for (next, &at) in graph.iter().zip(&vertex_at) {
                fewer.extend((0..next.len()).map(|j| Part::one(at, at + 1 + j..at + 2 + j)));
            }
            if let (Some(last), Some(&at)) = (graph.last(), vertex_at.last()) {
                fewer.push(Part::one(0, at..at + 1 + last.len()));
            }
            fewer
        },
        largest: (1, large(10, 2, 1000)),
        judge_stress: JudgeStress::new(1..=2, large(1000, 4, 1000)),
        // The judge's graphs are acyclic, as the judge-size draws are (`judge_valid`).
        judge_limits: Some(JudgeLimits::new(u64::MAX, 0..=1000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::hdu::TOKEN_GAME)
};
