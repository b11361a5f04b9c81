//! What the solvers are checked against, for the tests and the tools only (see the crate's
//! documentation): `brute`, tables of game values computed from the move rules over every
//! small state; `coins`, coin-turning games from their move rules; `minimax`, direct
//! searches of the LeetCode games; `rng`, the seeded random numbers every test and
//! generator draws from.

pub mod brute;
pub mod cf_searches;
pub mod coins;
pub mod game_searches;
pub mod minimax;
pub mod rng;
pub mod rule_searches;
