//! The reference answers of every format, computed from each game's rules alone: the brute
//! tables of `grundy::games::brute` (positions and their moves, nothing else), plays of the
//! actual board games, and the direct LeetCode searches of `grundy::leetcode::minimax`.
//! Only for the small cases that stress draws.

use crate::formats::{cat_graph, grid_parts, s_nim_parts, token_parts, Case, Value};
use crate::layout::word;
use grundy::games::brute::{
    grundy_table, heap_moves, outcome_table, outcomes_by_iteration, win_table, HeapMultisets,
    HeapTuples, Play,
};
use grundy::games::graph::Outcome;
use grundy::leetcode::minimax;
use grundy::leetcode::stone_games::Winner;

fn pile_table(piles: usize, takes: impl Fn(usize) -> Vec<usize>) -> Vec<bool> {
    win_table(piles + 1, |pile, next| {
        next.extend(
            takes(pile)
                .into_iter()
                .filter(|&t| t <= pile)
                .map(|t| pile - t),
        )
    })
}

fn answers(cases: &[Case], answer: impl Fn(&[Value]) -> String) -> String {
    cases.iter().map(|c| answer(c) + "\n").collect()
}

/// One line per case: the first word where `wins` holds, else the second.
fn verdicts(cases: &[Case], (yes, no): (&str, &str), wins: impl Fn(&[Value]) -> bool) -> String {
    answers(cases, |c| if wins(c) { yes } else { no }.to_string())
}

pub fn bishi34(cases: &[Case]) -> String {
    let win = pile_table(60, |k| {
        [1, 2, 5].into_iter().filter(|&t| k % t == 0).collect()
    });
    verdicts(cases, ("Alice", "Bob"), |c| win[c[0] as usize])
}

pub fn bishi35(cases: &[Case]) -> String {
    verdicts(cases, ("YES", "NO"), |c| {
        let most = c[1] as usize;
        let win = pile_table(c[0] as usize, |_| (1..=most).collect());
        win[c[0] as usize]
    })
}

pub fn bishi36(cases: &[Case]) -> String {
    verdicts(cases, ("YES", "NO"), |c| {
        let (least, most) = (c[1] as usize, c[2] as usize);
        let win = pile_table(c[0] as usize, |_| (least..=most).collect());
        win[c[0] as usize]
    })
}

const TUPLES: HeapTuples = HeapTuples { heaps: 4, max: 7 };

fn take_any(heap: usize) -> Vec<usize> {
    (0..heap).collect()
}

fn padded(c: &[Value]) -> Vec<usize> {
    let mut heaps: Vec<usize> = c.iter().map(|&h| h as usize).collect();
    heaps.resize(TUPLES.heaps, 0);
    heaps
}

pub fn nim(cases: &[Case]) -> String {
    let win = win_table(TUPLES.count(), TUPLES.moves(take_any));
    verdicts(cases, ("Yes", "No"), |c| win[TUPLES.encode(&padded(c))])
}

pub fn misere_nim(cases: &[Case]) -> String {
    let win = outcome_table(TUPLES.count(), Play::Misere, TUPLES.moves(take_any));
    verdicts(cases, ("John", "Brother"), |c| {
        win[TUPLES.encode(&padded(c))]
    })
}

pub fn lasker_nim(cases: &[Case]) -> String {
    let positions = HeapMultisets::new(18); // three heaps of up to 6
    let moves = |heap: usize| {
        let takes = (0..heap).map(|left| vec![left]);
        takes
            .chain((1..=heap / 2).map(|part| vec![part, heap - part]))
            .collect()
    };
    let win = win_table(positions.count(), positions.moves(moves));
    verdicts(cases, ("Alice", "Bob"), |c| {
        let heaps: Vec<usize> = c.iter().map(|&h| h as usize).collect();
        let index = positions.find(&heaps).expect("small heaps fit the table");
        win[index]
    })
}

/// The winning moves of a Nim position from the table, as (heap index, heap left).
fn nim_winning_moves(win: &[bool], c: &[Value]) -> Vec<(usize, usize)> {
    let heaps = padded(c);
    let mut moves = Vec::new();
    for i in 0..c.len() {
        for left in 0..heaps[i] {
            let mut after = heaps.clone();
            after[i] = left;
            if !win[TUPLES.encode(&after)] {
                moves.push((i, left));
            }
        }
    }
    moves
}

pub fn nim_count(cases: &[Case]) -> String {
    let win = win_table(TUPLES.count(), TUPLES.moves(take_any));
    let kept: Vec<Case> = cases.iter().filter(|c| !c.is_empty()).cloned().collect();
    answers(&kept, |c| nim_winning_moves(&win, c).len().to_string())
}

pub fn nim_moves(cases: &[Case]) -> String {
    let win = win_table(TUPLES.count(), TUPLES.moves(take_any));
    let kept: Vec<Case> = cases.iter().filter(|c| !c.is_empty()).cloned().collect();
    let mut text = String::new();
    for c in &kept {
        let moves = nim_winning_moves(&win, c);
        if moves.is_empty() {
            text.push_str("No\n");
        } else {
            text.push_str("Yes\n");
            moves
                .iter()
                .for_each(|&(i, left)| text.push_str(&format!("{} {left}\n", c[i])));
        }
    }
    text
}

pub fn staircase(cases: &[Case]) -> String {
    const CELLS: usize = 10;
    let win = win_table(1 << CELLS, |mask, next| {
        let mut previous = 0;
        for cell in 1..=CELLS {
            if mask & (1 << (cell - 1)) != 0 {
                next.extend(
                    (previous + 1..cell).map(|to| mask & !(1 << (cell - 1)) | (1 << (to - 1))),
                );
                previous = cell;
            }
        }
    });
    verdicts(cases, ("Georgia will win", "Bob will win"), |c| {
        let mask = c.iter().fold(0usize, |m, &cell| m | (1 << (cell - 1)));
        win[mask]
    })
}

/// Wythoff's game over the piles (a, b) with a, b < `side`: whether the player to move
/// wins, at index a · side + b. Moves: take from one pile, or the same from both.
pub fn wythoff_wins(side: usize) -> Vec<bool> {
    win_table(side * side, |state, next| {
        let (a, b) = (state / side, state % side);
        next.extend((1..=a).map(|t| (a - t) * side + b));
        next.extend((1..=b).map(|t| a * side + b - t));
        next.extend((1..=a.min(b)).map(|t| (a - t) * side + b - t));
    })
}

const SIDE: usize = 31;

pub fn wythoff(cases: &[Case]) -> String {
    let win = wythoff_wins(SIDE);
    verdicts(cases, ("1", "0"), |c| {
        win[c[0] as usize * SIDE + c[1] as usize]
    })
}

pub fn wythoff_moves(cases: &[Case]) -> String {
    let win = wythoff_wins(SIDE);
    let lost = |x: usize, y: usize| !win[x * SIDE + y];
    let mut text = String::new();
    for c in cases {
        let (a, b) = (c[0].min(c[1]) as usize, c[0].max(c[1]) as usize);
        let mut moves: Vec<(usize, usize)> = (1..=a)
            .map(|t| (a - t, b - t))
            .filter(|&(x, y)| lost(x, y))
            .collect();
        let mut singles: Vec<(usize, usize)> = (0..a)
            .map(|x| (x, b))
            .chain((0..b).map(|y| (a.min(y), a.max(y))))
            .filter(|&(x, y)| lost(x, y))
            .collect();
        singles.sort_unstable();
        for pair in singles {
            if !moves.contains(&pair) {
                moves.push(pair);
            }
        }
        if moves.is_empty() {
            text.push_str("0\n");
        } else {
            text.push_str("1\n");
            moves
                .iter()
                .for_each(|&(x, y)| text.push_str(&format!("{x} {y}\n")));
        }
    }
    text
}

/// Fibonacci Nim's positions (pile, limit) with piles below `piles`: a move takes 1 to
/// `limit` stones, and the next limit is twice the take.
pub struct FibonacciNim {
    piles: usize,
    win: Vec<bool>,
}

impl FibonacciNim {
    pub fn new(piles: usize) -> FibonacciNim {
        let win = win_table(piles * piles, |index, next| {
            let (pile, limit) = (index / piles, index % piles);
            next.extend(
                (1..=limit.min(pile))
                    .map(|take| (pile - take) * piles + (2 * take).min(pile - take)),
            );
        });
        FibonacciNim { piles, win }
    }

    /// Whether the player to move wins with `pile` stones left and up to `limit` to take.
    pub fn wins(&self, pile: usize, limit: usize) -> bool {
        self.win[pile * self.piles + limit.min(pile)]
    }
}

pub fn fibonacci_nim(cases: &[Case]) -> String {
    let game = FibonacciNim::new(61);
    // The first move may take anything but the whole pile.
    verdicts(cases, ("First win", "Second win"), |c| {
        let n = c[0] as usize;
        game.wins(n, n - 1)
    })
}

pub fn fibonacci_sg(cases: &[Case]) -> String {
    let moves: Vec<usize> = vec![1, 2, 3, 5, 8, 13, 21];
    let values = grundy_table(31, heap_moves(|_: usize| moves.clone()));
    verdicts(cases, ("Fibo", "Nacci"), |c| {
        let sum = c.iter().fold(0, |x, &pile| x ^ values[pile as usize]);
        sum != 0
    })
}

/// Kayles from its rules: knock down one pin or two adjacent standing pins.
pub fn kayles(cases: &[Case]) -> String {
    verdicts(cases, ("WIN", "LOSE"), |c| {
        let length = c.len();
        let win = win_table(1 << length, |standing, next| {
            for i in 0..length {
                if standing >> i & 1 == 1 {
                    next.push(standing & !(1 << i));
                    if i + 1 < length && standing >> (i + 1) & 1 == 1 {
                        next.push(standing & !(3 << i));
                    }
                }
            }
        });
        let standing = (0..length)
            .filter(|&i| c[i] == 1)
            .fold(0, |m, i| m | 1 << i);
        win[standing]
    })
}

/// Treblecross played out on the strip: crosses in empty cells, three in a row wins. Strips
/// of 1 and 2 cells answer 1, as the problem says.
pub fn crosses(cases: &[Case]) -> String {
    verdicts(cases, ("1", "2"), |c| {
        let cells = c[0] as usize;
        if cells < 3 {
            return true; // the problem answers 1 for strips of 1 and 2 cells
        }
        let three = |mask: usize| (0..cells - 2).any(|i| mask >> i & 7 == 7);
        let mut win = vec![false; 1 << cells];
        for mask in (0..1usize << cells).rev() {
            if !three(mask) {
                win[mask] = (0..cells).filter(|&i| mask >> i & 1 == 0).any(|i| {
                    let next = mask | 1 << i;
                    three(next) || !win[next]
                });
            }
        }
        win[0]
    })
}

/// S-Nim from its Grundy table: a move removes exactly s beads for some s in S.
pub fn s_nim(cases: &[Case]) -> String {
    let mut text = String::new();
    for case in cases {
        let (set, positions) = s_nim_parts(case).expect("a valid S-Nim case");
        let largest = positions.iter().flatten().max().map_or(0, |&h| h as usize);
        let takes: Vec<usize> = set.iter().map(|&s| s as usize).collect();
        let values = grundy_table(largest + 1, heap_moves(|_: usize| takes.clone()));
        for heaps in positions {
            let sum = heaps.iter().fold(0, |x, &h| x ^ values[h as usize]);
            text.push(if sum != 0 { 'W' } else { 'L' });
        }
        text.push('\n');
    }
    text
}

/// One token on a graph, by value iteration (cycles give draws).
pub fn graph_game(cases: &[Case]) -> String {
    let case = &cases[0];
    let n = case[0] as usize;
    let mut successors = vec![Vec::new(); n];
    for edge in case[1..].chunks(2) {
        successors[edge[0] as usize - 1].push(edge[1] as usize - 1);
    }
    let outcome = outcomes_by_iteration(&successors);
    outcome.iter().map(|o| format!("{}\n", o.word())).collect()
}

/// Several tokens on one graph, played as one game whose position is the tuple of token
/// places (a move slides one token), by value iteration: no Sprague–Grundy theory.
pub fn token_game(cases: &[Case]) -> String {
    let mut text = String::new();
    for case in cases {
        let (graph, queries) = token_parts(case).expect("a valid token-game case");
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
}

/// Shiritori by value iteration over "word i was just said": the player to move must say a
/// word starting with its last three letters.
pub fn shiritori(cases: &[Case]) -> String {
    let words: Vec<String> = cases.iter().map(|c| word(c)).collect();
    let successors: Vec<Vec<usize>> = words
        .iter()
        .map(|said| {
            let tail = &said[said.len() - 3..];
            (0..words.len())
                .filter(|&j| words[j].starts_with(tail))
                .collect()
        })
        .collect();
    let outcome = outcomes_by_iteration(&successors);
    // After Takahashi opens with word i, Aoki is to move.
    outcome
        .iter()
        .map(|o| match o {
            Outcome::Lose => "Takahashi\n",
            Outcome::Win => "Aoki\n",
            Outcome::Draw => "Draw\n",
        })
        .collect()
}

// LeetCode, from the direct searches.

fn numbers(case: &[Value]) -> Vec<i64> {
    case.iter().map(|&v| v as i64).collect()
}

fn boolean(value: bool) -> String {
    value.to_string()
}

fn integer(value: i64) -> String {
    value.to_string()
}

pub fn lc292(cases: &[Case]) -> String {
    answers(cases, |c| boolean(minimax::nim_game(c[0] as u64)))
}

/// The largest first number of any case: how far a table over counts must go.
fn largest_count(cases: &[Case]) -> usize {
    cases.iter().map(|c| c[0] as usize).max().unwrap_or(0)
}

pub fn lc1025(cases: &[Case]) -> String {
    let wins = minimax::divisor_games(largest_count(cases));
    answers(cases, |c| boolean(wins[c[0] as usize]))
}

pub fn lc1510(cases: &[Case]) -> String {
    let wins = minimax::stone_game_iv(largest_count(cases));
    answers(cases, |c| boolean(wins[c[0] as usize]))
}

pub fn lc464(cases: &[Case]) -> String {
    let answer = |c: &[Value]| boolean(minimax::can_i_win(c[0] as u32, c[1] as i64));
    answers(cases, answer)
}

pub fn lc877(cases: &[Case]) -> String {
    answers(cases, |c| boolean(minimax::stone_game(&numbers(c))))
}

pub fn lc1140(cases: &[Case]) -> String {
    answers(cases, |c| integer(minimax::stone_game_ii(&numbers(c))))
}

pub fn lc1406(cases: &[Case]) -> String {
    let answer = |c: &[Value]| match minimax::stone_game_iii(&numbers(c)) {
        Winner::Alice => "\"Alice\"".to_string(),
        Winner::Bob => "\"Bob\"".to_string(),
        Winner::Tie => "\"Tie\"".to_string(),
    };
    answers(cases, answer)
}

pub fn lc486(cases: &[Case]) -> String {
    let answer = |c: &[Value]| boolean(minimax::predict_the_winner(&numbers(c)));
    answers(cases, answer)
}

pub fn lc810(cases: &[Case]) -> String {
    answers(cases, |c| boolean(minimax::xor_game(&numbers(c))))
}

pub fn lc1563(cases: &[Case]) -> String {
    answers(cases, |c| integer(minimax::stone_game_v(&numbers(c))))
}

pub fn lc1690(cases: &[Case]) -> String {
    answers(cases, |c| integer(minimax::stone_game_vii(&numbers(c))))
}

pub fn lc1872(cases: &[Case]) -> String {
    answers(cases, |c| integer(minimax::stone_game_viii(&numbers(c))))
}

pub fn lc2029(cases: &[Case]) -> String {
    answers(cases, |c| boolean(minimax::stone_game_ix(&numbers(c))))
}

pub fn lc1686(cases: &[Case]) -> String {
    let answer = |c: &[Value]| {
        let (alice, bob) = c.split_at(c.len() / 2);
        integer(minimax::stone_game_vi(&numbers(alice), &numbers(bob)))
    };
    answers(cases, answer)
}

pub fn lc294(cases: &[Case]) -> String {
    let answer = |c: &[Value]| {
        let state: String = c.iter().map(|&p| if p == 1 { '+' } else { '-' }).collect();
        boolean(minimax::flip_game(&state))
    };
    answers(cases, answer)
}

pub fn lc913(cases: &[Case]) -> String {
    let answer = |c: &[Value]| {
        let graph = cat_graph(c).expect("a valid 913 case");
        integer(minimax::cat_and_mouse(&graph) as i64)
    };
    answers(cases, answer)
}

pub fn lc1728(cases: &[Case]) -> String {
    let answer = |c: &[Value]| {
        let (grid, cat, mouse) = grid_parts(c).expect("a valid 1728 case");
        boolean(minimax::can_mouse_win(&grid, cat, mouse))
    };
    answers(cases, answer)
}
