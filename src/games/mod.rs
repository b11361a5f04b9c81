//! One module per game model, each tested against `oracles::brute`, the values computed
//! from the move rules.

pub mod bash;
pub mod bipartite;
pub mod coprime;
pub mod corner_king;
pub mod deleting_divisors;
pub mod diamonds;
pub mod euclid;
pub mod fibonacci_nim;
pub mod graph;
pub mod grid_walk;
pub mod hackenbush;
pub mod intervals;
pub mod jumping;
pub mod lasker;
pub mod merge;
pub mod mex;
pub mod nim;
pub mod northcott;
pub mod octal;
pub mod one_two_k;
pub mod paint;
pub mod pebbles;
pub mod periodic;
pub mod prime_exponents;
pub mod prime_powers;
pub mod shiritori;
pub mod split_game;
pub mod split_pairs;
pub mod staircase;
pub mod subtraction;
pub mod take_ends;
pub mod three_split;
pub mod wythoff;
pub mod zeckendorf;
