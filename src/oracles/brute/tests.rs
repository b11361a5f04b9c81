use super::*;

/// The subtraction game {1, 3, 4} (the source notes' first example,
/// docs/games.md#subtraction-games): lost exactly at n ≡ 0, 2 (mod 7), and Grundy
/// values 0 1 0 1 2 3 2 repeating.
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
fn misere_play_turns_the_terminal_state_around() {
    // One heap, take 1 or 2: under misère play the losses are n ≡ 1 (mod 3).
    let win = outcome_table(30, Play::Misere, heap_moves(|_: usize| [1, 2]));
    for (n, &w) in win.iter().enumerate() {
        assert_eq!(w, n % 3 != 1, "n = {n}");
    }
}

#[test]
fn heap_tuples_number_every_position_once() {
    let space = HeapTuples { heaps: 3, max: 4 };
    assert_eq!(space.count(), 125);
    for index in 0..space.count() {
        assert_eq!(space.encode(&space.decode(index)), index);
    }
    // Two-heap Nim: lost exactly when the heaps are equal.
    let space = HeapTuples { heaps: 2, max: 9 };
    let win = win_table(space.count(), space.moves(|h| (0..h).collect()));
    for (index, &w) in win.iter().enumerate() {
        let heaps = space.decode(index);
        assert_eq!(w, heaps[0] != heaps[1]);
    }
}

#[test]
fn heap_multisets_hold_every_partition() {
    let multisets = HeapMultisets::new(10);
    // p(0) + p(1) + ... + p(10)
    assert_eq!(
        multisets.count(),
        1 + 1 + 2 + 3 + 5 + 7 + 11 + 15 + 22 + 30 + 42
    );
    assert_eq!(multisets.find(&[0, 3, 0, 1, 3]), multisets.find(&[3, 3, 1]));
    assert_eq!(multisets.find(&[11]), None);
    // Nim on multisets agrees with Nim on tuples.
    let win = win_table(
        multisets.count(),
        multisets.moves(|h| (0..h).map(|t| vec![t]).collect()),
    );
    let tuples = HeapTuples { heaps: 3, max: 3 };
    let tuple_win = win_table(tuples.count(), tuples.moves(|h| (0..h).collect()));
    for (index, &expected) in tuple_win.iter().enumerate() {
        let heaps = tuples.decode(index);
        assert_eq!(win[multisets.find(&heaps).unwrap()], expected, "{heaps:?}");
    }
}

#[test]
#[should_panic(expected = "oracle misuse")]
fn a_move_that_does_not_shrink_the_state_is_refused() {
    win_table(3, |state, next| next.push(state));
}
