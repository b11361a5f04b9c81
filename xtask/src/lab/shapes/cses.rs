//! The worst shapes of the binaries whose first judge is in `grundy::specs::cses`.

use super::*;

pub const SHAPES: &[(&str, &[Shape])] = &[
    ("nim-cses", &[TEN_MILLION_PILES]),
    ("nim-up-to-three", &[TEN_MILLION_PILES]),
    ("stair-game", &[TEN_MILLION_PILES]),
];
