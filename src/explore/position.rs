//! Any position: Grundy values by a depth-first search with an explicit stack and a memo,
//! so that a long game (a heap walked down one stone at a time) needs no call stack.

use crate::explore::backtest::BackTest;
use crate::explore::{Limits, Stopped};
use crate::games::mex::Mex;
use std::collections::{HashMap, HashSet};
use std::fmt::Debug;
use std::hash::Hash;

/// The Grundy values of the positions a search valued: those asked for, and every position
/// their moves reach.
#[derive(Debug, Clone)]
pub struct Explored<P> {
    memo: HashMap<P, u32>,
    /// The positions asked for, in order, and their values.
    asked: Vec<P>,
    values: Vec<u32>,
}

impl<P: Hash + Eq + Debug> Explored<P> {
    /// The value of `position`, if the search reached it.
    pub fn value(&self, position: &P) -> Option<u32> {
        self.memo.get(position).copied()
    }

    /// The values of the positions asked for, in the order they were given.
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// Back-tests a rule for the values of the positions asked for: the first, in their
    /// order, where `value(p)` is not the value found (positions written as `{:?}`).
    ///
    /// # Example
    /// ```
    /// use grundy::explore::{position_values, Limits};
    /// // Words: a move deletes one "ab". Conjecture: the value is the number of a's, mod 2.
    /// let moves = |s: &String| (0..s.len().saturating_sub(1))
    ///     .filter(|&i| &s[i..i + 2] == "ab")
    ///     .map(|i| format!("{}{}", &s[..i], &s[i + 2..]))
    ///     .collect::<Vec<_>>();
    /// let words = ["", "ab", "aabb", "abab", "aababb", "ba"].map(String::from);
    /// let explored = position_values(words, moves, Limits::default()).unwrap();
    /// let test = explored.check_values("the a's, mod 2", |s| (s.matches('a').count() % 2) as u32);
    /// assert_eq!(test.to_string(), "back-test of the a's, mod 2: fails at \"ba\": the table says 0, the rule 1");
    /// ```
    pub fn check_values(&self, rule: &str, value: impl Fn(&P) -> u32) -> BackTest {
        BackTest::run(
            rule,
            format!("every one of the {} positions asked for", self.asked.len()),
            self.asked.iter().zip(&self.values),
            |(_, &found)| found,
            |(position, _)| value(position),
            |(position, _)| format!("{position:?}"),
            u32::to_string,
        )
    }

    /// How many positions were valued in all.
    pub fn valued(&self) -> usize {
        self.memo.len()
    }
}

/// One position on the search's stack: its options, and how many of them are settled.
struct Frame<P> {
    position: P,
    options: Vec<P>,
    settled: usize,
}

/// The Grundy values of `positions` (any order, repeats allowed), where `moves(p)` lists
/// the positions one move from p. A position is worth the mex of its options' values
/// (a position without moves, 0: lost).
///
/// The search goes depth first with its own stack, so play may be as long as memory
/// allows. A position reached again while it is still being searched means the game can
/// loop: that stops the search ([`Stopped::Loop`]), as do the [`Limits`].
///
/// # Memory and work
/// Each position valued is kept once, with its value: about `size_of::<P>() + 4` bytes
/// plus the hash map's overhead (some 1.15 to 2.3 times that); the stack holds the
/// positions of one line of play, with their options. At most `limits.positions` are
/// kept, valued and on the stack together.
/// One unit of work per option listed.
///
/// # Example
/// ```
/// use grundy::explore::{position_values, Limits};
/// // Two piles; take any number from one pile, or the same number from both (Wythoff).
/// let moves = |&(a, b): &(u64, u64)| {
///     let mut next = Vec::new();
///     for k in 1..=a { next.push((a - k, b)); }
///     for k in 1..=b { next.push((a, b - k)); }
///     for k in 1..=a.min(b) { next.push((a - k, b - k)); }
///     next
/// };
/// let grid = (0..6).flat_map(|a| (0..6).map(move |b| (a, b)));
/// let explored = position_values(grid, moves, Limits::default()).unwrap();
/// assert_eq!(explored.value(&(3, 5)), Some(0));
/// assert_eq!(explored.value(&(2, 2)), Some(1));
/// ```
pub fn position_values<P, I, F>(
    positions: I,
    moves: F,
    limits: Limits,
) -> Result<Explored<P>, Stopped>
where
    P: Hash + Eq + Clone + Debug,
    I: IntoIterator<Item = P>,
    F: Fn(&P) -> Vec<P>,
{
    let mut memo: HashMap<P, u32> = HashMap::new();
    let mut on_stack: HashSet<P> = HashSet::new();
    let mut stack: Vec<Frame<P>> = Vec::new();
    let mut mex = Mex::default();
    let mut work = 0u64;
    let (mut asked, mut values) = (Vec::new(), Vec::new());
    // Puts a position on the stack with its options, unless that passes a limit. The
    // positions kept are those valued and those on the stack: their count is the memory.
    let mut enter = |position: P,
                     stack: &mut Vec<Frame<P>>,
                     on_stack: &mut HashSet<P>,
                     valued: usize|
     -> Result<(), Stopped> {
        if valued + stack.len() >= limits.positions {
            return Err(Stopped::Memory {
                limit: limits.positions,
            });
        }
        let options = moves(&position);
        work += options.len() as u64 + 1;
        if work > limits.moves {
            return Err(Stopped::Work {
                limit: limits.moves,
                valued,
            });
        }
        on_stack.insert(position.clone());
        stack.push(Frame {
            position,
            options,
            settled: 0,
        });
        Ok(())
    };
    for start in positions {
        if !memo.contains_key(&start) {
            enter(start.clone(), &mut stack, &mut on_stack, memo.len())?;
            while let Some(frame) = stack.last_mut() {
                // Settle the options already valued; stop at the first that is not.
                while frame.settled < frame.options.len()
                    && memo.contains_key(&frame.options[frame.settled])
                {
                    frame.settled += 1;
                }
                if frame.settled < frame.options.len() {
                    let next = frame.options[frame.settled].clone();
                    if on_stack.contains(&next) {
                        return Err(Stopped::Loop {
                            position: format!("{next:?}"),
                        });
                    }
                    enter(next, &mut stack, &mut on_stack, memo.len())?;
                    continue;
                }
                // Every option valued: this position's value is their mex.
                let frame = stack.pop().expect("the frame just looked at");
                let value = mex.among(
                    frame.options.len(),
                    frame.options.iter().map(|option| memo[option]),
                );
                on_stack.remove(&frame.position);
                memo.insert(frame.position, value);
            }
        }
        values.push(memo[&start]);
        asked.push(start);
    }
    Ok(Explored {
        memo,
        asked,
        values,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::{grundy_table, WythoffTable};
    use crate::oracles::rng::Rng;

    /// Random games on numbered states whose moves go down: the values are the oracle's,
    /// whatever order the positions are asked in.
    #[test]
    fn values_match_the_oracle_on_random_games() {
        let mut rng = Rng::new(51);
        for _ in 0..200 {
            let states = rng.range(1, 60) as usize;
            let graph: Vec<Vec<usize>> = (0..states)
                .map(|s| {
                    let count = if s == 0 { 0 } else { rng.range(0, 4) };
                    (0..count)
                        .map(|_| rng.range(0, s as u64 - 1) as usize)
                        .collect()
                })
                .collect();
            let expected = grundy_table(states, |s, next| next.extend(&graph[s]));
            let order: Vec<usize> = (0..states).rev().collect();
            let explored =
                position_values(order.clone(), |&s| graph[s].clone(), Limits::default()).unwrap();
            for (&s, &value) in order.iter().zip(explored.values()) {
                assert_eq!(value, expected[s], "{graph:?} at {s}");
                assert_eq!(explored.value(&s), Some(expected[s]));
            }
        }
    }

    /// Wythoff's grid against the oracle's play, and a play 200000 moves long, which a
    /// recursive search could not take on a default stack.
    #[test]
    fn pairs_and_long_plays() {
        let moves = |&(a, b): &(usize, usize)| {
            let mut next: Vec<(usize, usize)> = (1..=a).map(|k| (a - k, b)).collect();
            next.extend((1..=b).map(|k| (a, b - k)));
            next.extend((1..=a.min(b)).map(|k| (a - k, b - k)));
            next
        };
        let oracle = WythoffTable::new(25);
        let grid = (0..25).flat_map(|a| (0..25).map(move |b| (a, b)));
        let explored = position_values(grid, moves, Limits::default()).unwrap();
        for a in 0..25 {
            for b in 0..25 {
                assert_eq!(explored.value(&(a, b)) != Some(0), oracle.wins(a, b));
            }
        }
        let walk = position_values(
            [200_000u64],
            |&n| (n > 0).then(|| n - 1).into_iter().collect(),
            Limits::default(),
        );
        let walk = walk.unwrap();
        assert_eq!(walk.values(), &[0]);
        assert_eq!(walk.valued(), 200_001);
    }

    #[test]
    fn loops_and_limits_stop_the_search() {
        // 3 → 2 → 1 → 3: a cycle.
        let cyclic = |&n: &u32| match n {
            1 => vec![3, 0],
            2 => vec![1],
            3 => vec![2],
            _ => vec![],
        };
        let stopped = position_values([3u32], cyclic, Limits::default()).unwrap_err();
        assert!(matches!(stopped, Stopped::Loop { .. }), "{stopped:?}");
        assert!(stopped.to_string().contains("reached from itself"));
        let down = |&n: &u64| (0..n).collect::<Vec<u64>>();
        let few = Limits {
            positions: 10,
            moves: u64::MAX,
        };
        assert_eq!(
            position_values([20u64], down, few).unwrap_err(),
            Stopped::Memory { limit: 10 }
        );
        // A line of play longer than the limit stops before it is valued.
        let walk = |&n: &u64| (n > 0).then(|| n - 1).into_iter().collect::<Vec<u64>>();
        assert_eq!(
            position_values([1000u64], walk, few).unwrap_err(),
            Stopped::Memory { limit: 10 }
        );
        let short = Limits {
            positions: usize::MAX,
            moves: 100,
        };
        assert!(matches!(
            position_values([200u64], down, short).unwrap_err(),
            Stopped::Work { limit: 100, .. }
        ));
    }
}
