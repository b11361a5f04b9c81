//! `prime-exponents`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::codeforces::PRIME_EXPONENTS`, which `--help` prints).

use grundy::games::prime_exponents::{PrimeExponents, MAX_NUMBER};
use grundy::io::{run, Verdicts};
use grundy::specs::codeforces::PRIME_EXPONENTS;

const ANSWERS: Verdicts = PRIME_EXPONENTS.verdicts();

/// At most this many numbers: each is factored by trial division, up to 3401 divisions
/// (Codeforces' lists have at most 100).
const MOST_NUMBERS: u64 = 20_000;

fn main() {
    run(&PRIME_EXPONENTS, |input, out| {
        let count = input.u64_described(0..=MOST_NUMBERS, |range| {
            format!(
                "a count of numbers from 0 to {} (each is factored by trial division)",
                range.end()
            )
        })?;
        let mut game = PrimeExponents::new();
        input.repeat(count, "number", |input| {
            let number = input.u64_described(1..=MAX_NUMBER, |range| {
                format!(
                    "a number from 1 to {} (factored by trial division by the primes up \
                     to its square root)",
                    range.end()
                )
            })?;
            game.add(number);
            Ok(())
        })?;
        out.verdict(&ANSWERS, game.first_player_wins());
        let numbers = if count == 1 { "number" } else { "numbers" };
        input.finish(&format!("the {count} {numbers}"))
    })
}
