//! `ordinary-game`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::atcoder::ORDINARY_GAME`, which `--help` prints).
//!
//! The string is streamed, in the pieces it lies in the buffer: only its length and its two
//! end letters decide, once its letters and neighbours are checked. Any length.

use grundy::games::ordinary_game;
use grundy::io::{run, Verdicts};
use grundy::specs::atcoder::ORDINARY_GAME;

const ANSWERS: Verdicts = ORDINARY_GAME.verdicts();

const WORD: &str = "a string of lowercase letters, no two neighbours equal";

fn main() {
    run(&ORDINARY_GAME, |input, out| {
        let (mut first, mut last) = (None, None);
        let length = input.token_pieces(1..=u64::MAX, WORD, |_, piece| {
            let fine = piece.iter().all(|&letter| {
                let fits = letter.is_ascii_lowercase() && last != Some(letter);
                last = Some(letter);
                fits
            });
            first = first.or(piece.first().copied());
            fine
        })?;
        out.verdict(
            &ANSWERS,
            ordinary_game::first_player_wins(length, first == last),
        );
        input.finish("the string s")
    })
}
