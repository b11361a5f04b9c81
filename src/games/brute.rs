//! The exhaustive oracle: outcome and Grundy tables computed from a game's move rules alone.
//!
//! This is the source notes' "print the table" step (seed 004, §50.1): a state with no move
//! is lost, a state is won when some move reaches a lost state, and the Grundy value is the
//! mex of the successors' values. Every O(1) rule in the crate is back-tested against it.
//!
//! States are numbered `0..states` so that every move goes to a smaller number, which makes
//! one pass in increasing order enough. `moves(state, &mut successors)` pushes the states
//! reachable in one move from `state`.

/// `win[s]` is true when the player to move from state `s` can force a win.
///
/// # Complexity
/// O(states + moves).
///
/// # Panics
/// When a move does not go to a smaller state: the caller's numbering is wrong.
pub fn win_table<F>(states: usize, mut moves: F) -> Vec<bool>
where
    F: FnMut(usize, &mut Vec<usize>),
{
    let mut win: Vec<bool> = Vec::with_capacity(states);
    let mut successors = Vec::new();
    for state in 0..states {
        successors.clear();
        moves(state, &mut successors);
        check_order(state, &successors);
        // "Exists a move to a lost state"; no move at all means lost.
        let wins = successors.iter().any(|&next| !win[next]);
        win.push(wins);
    }
    win
}

/// `grundy[s]` is the Sprague–Grundy value of state `s`: the least value no move reaches.
///
/// # Complexity
/// O(states + moves).
///
/// # Panics
/// When a move does not go to a smaller state.
pub fn grundy_table<F>(states: usize, mut moves: F) -> Vec<u32>
where
    F: FnMut(usize, &mut Vec<usize>),
{
    let mut grundy: Vec<u32> = Vec::with_capacity(states);
    let mut successors = Vec::new();
    let mut reached = Vec::new();
    for state in 0..states {
        successors.clear();
        moves(state, &mut successors);
        check_order(state, &successors);
        reached.clear();
        reached.resize(successors.len() + 1, false);
        for &next in &successors {
            // A value above the number of moves can never be the mex.
            if let Some(slot) = reached.get_mut(grundy[next] as usize) {
                *slot = true;
            }
        }
        let mex = reached.iter().position(|&r| !r).unwrap_or(successors.len());
        grundy.push(mex as u32);
    }
    grundy
}

fn check_order(state: usize, successors: &[usize]) {
    if let Some(&bad) = successors.iter().find(|&&next| next >= state) {
        panic!("oracle misuse: a move from state {state} goes to state {bad}, not a smaller one");
    }
}

/// The moves of a one-heap game that takes an amount from `takes(heap)`, as state numbers.
/// Amounts larger than the heap are skipped.
pub fn heap_moves<I, T>(takes: T) -> impl FnMut(usize, &mut Vec<usize>)
where
    T: Fn(usize) -> I,
    I: IntoIterator<Item = usize>,
{
    move |heap, next| {
        next.extend(
            takes(heap)
                .into_iter()
                .filter(|&take| take <= heap)
                .map(|take| heap - take),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The subtraction game {1, 3, 4} (seed 002): lost exactly at n ≡ 0, 2 (mod 7), and
    /// Grundy values 0 1 0 1 2 3 2 repeating.
    #[test]
    fn reproduces_the_subtraction_game_1_3_4() {
        let take = |_: usize| [1, 3, 4];
        let win = win_table(50, heap_moves(take));
        for (n, &w) in win.iter().enumerate() {
            assert_eq!(w, !matches!(n % 7, 0 | 2), "n = {n}");
        }
        let grundy = grundy_table(50, heap_moves(take));
        for (n, &g) in grundy.iter().enumerate() {
            assert_eq!(g, [0, 1, 0, 1, 2, 3, 2][n % 7], "n = {n}");
        }
    }

    /// In Nim with one heap every smaller heap is reachable, so the Grundy value is the heap.
    #[test]
    fn one_heap_nim_has_grundy_value_equal_to_its_size() {
        let grundy = grundy_table(40, heap_moves(|heap: usize| 1..=heap));
        assert!(grundy.iter().enumerate().all(|(n, &g)| g as usize == n));
    }

    #[test]
    fn the_table_agrees_with_the_grundy_values_on_zero() {
        let takes = |heap: usize| [1, 2, 5].into_iter().filter(move |&t| heap % t == 0);
        let win = win_table(200, heap_moves(takes));
        let grundy = grundy_table(200, heap_moves(takes));
        assert!(win.iter().zip(&grundy).all(|(&w, &g)| w == (g != 0)));
    }

    #[test]
    #[should_panic(expected = "oracle misuse")]
    fn a_move_that_does_not_shrink_the_state_is_refused() {
        win_table(3, |state, next| next.push(state));
    }
}
