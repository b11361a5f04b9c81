//! A small deterministic random source (SplitMix64) for tests, generators and stress runs.
//!
//! Seeded from a number so that every generated input can be reproduced from its seed.
//! Not for anything that needs unpredictability.

/// SplitMix64 (Steele, Lea and Flood): one add and a mixing function per draw.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A value in `low..=high`, uniform (by rejection, so no value is favoured).
    pub fn range(&mut self, low: u64, high: u64) -> u64 {
        assert!(low <= high, "empty range {low}..={high}");
        let span = high - low;
        if span == u64::MAX {
            return self.next_u64();
        }
        let bound = span + 1;
        // Reject the top partial block of values so that every residue is equally likely.
        let zone = u64::MAX - (u64::MAX % bound) - 1;
        loop {
            let draw = self.next_u64();
            if draw <= zone {
                return low + draw % bound;
            }
        }
    }

    /// A value with a uniformly chosen number of decimal digits (1 to `max_digits`, at most
    /// 20), then uniform among those, capped at `cap`. Parsers hide bugs on some digit
    /// lengths; this spreads the test over all of them (Library Checker's digit_random).
    pub fn digit_uniform(&mut self, max_digits: u32, cap: u64) -> u64 {
        self.digits_between(1, max_digits, cap)
    }

    /// As `digit_uniform`, with at least `fewest` digits (at most `max_digits`): the longest
    /// numbers alone, for inputs that must be as long as their values allow.
    pub fn digits_between(&mut self, fewest: u32, max_digits: u32, cap: u64) -> u64 {
        let most = max_digits.clamp(1, 20);
        let digits = self.range(u64::from(fewest.clamp(1, most)), u64::from(most)) as u32;
        let low = if digits == 1 {
            0
        } else {
            10u64.pow(digits - 1)
        };
        let high = 10u64.checked_pow(digits).map_or(u64::MAX, |p| p - 1);
        self.range(low, high).min(cap)
    }

    pub fn chance(&mut self, numerator: u64, denominator: u64) -> bool {
        self.range(0, denominator - 1) < numerator
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_are_respected_and_reached() {
        let mut rng = Rng::new(7);
        let mut seen = [false; 6];
        for _ in 0..1000 {
            let v = rng.range(3, 8);
            assert!((3..=8).contains(&v));
            seen[(v - 3) as usize] = true;
        }
        assert!(seen.iter().all(|&s| s));
        let mut lengths = [false; 21];
        for _ in 0..2000 {
            let v = rng.digit_uniform(20, u64::MAX);
            lengths[v.to_string().len()] = true;
        }
        assert!(lengths[1..].iter().all(|&s| s));
    }

    fn draws<T>(seed: u64, count: usize, mut draw: impl FnMut(&mut Rng) -> T) -> Vec<T> {
        let mut rng = Rng::new(seed);
        (0..count).map(|_| draw(&mut rng)).collect()
    }

    /// The first outputs are SplitMix64's. Seed 0 starts with 0xE220A8397B1DCDAF, the value
    /// published with Vigna's reference C code; all values here were computed independently
    /// (Python, explicit 64-bit masking). `cargo xtask gen` promises the same bytes for the
    /// same seed on every machine: these pin the stream it is drawn from.
    #[test]
    fn the_first_outputs_are_splitmix64s() {
        assert_eq!(
            draws(0, 5, Rng::next_u64),
            [
                0xE220_A839_7B1D_CDAF,
                7960286522194355700,
                487617019471545679,
                17909611376780542444,
                1961750202426094747
            ]
        );
        assert_eq!(
            draws(1234567, 5, Rng::next_u64),
            [
                6457827717110365317,
                3203168211198807973,
                9817491932198370423,
                4593380528125082431,
                16408922859458223821
            ]
        );
    }

    /// The derived draws, pinned the same way (the same Python model of each method).
    #[test]
    fn the_derived_draws_are_pinned() {
        assert_eq!(
            draws(7, 10, |r| r.range(3, 8)),
            [6, 3, 3, 6, 7, 6, 7, 3, 8, 8]
        );
        // The whole range takes the raw outputs.
        assert_eq!(
            draws(7, 2, |r| r.range(0, u64::MAX)),
            [7191089600892374487, 309689372594955804]
        );
        assert_eq!(
            draws(7, 4, |r| r.range(10, 1_000_000_000_000_000_000)),
            [
                191089600892374560,
                309689372594955814,
                616101746815609500,
                753165928301472303
            ]
        );
        // Seed 7's third and fourth outputs are above 2^63, rejected for 0..=2^63.
        assert_eq!(
            draws(7, 4, |r| r.range(0, 1 << 63)),
            [
                7191089600892374487,
                309689372594955804,
                8346079845500723674,
                4601199455465548305
            ]
        );
        assert_eq!(
            draws(7, 8, |r| r.digit_uniform(20, u64::MAX)),
            [
                84955804,
                7472203,
                499455465548305,
                7051947643683389182,
                904425,
                5516,
                67741239344,
                12854834680
            ]
        );
        assert_eq!(
            draws(7, 8, |r| r.digit_uniform(10, 1_000_000_000)),
            [84955804, 7472203, 68305, 783389182, 904425, 5516, 4, 0]
        );
        let hits: Vec<usize> = draws(7, 16, |r| r.chance(1, 4))
            .iter()
            .enumerate()
            .filter_map(|(i, &hit)| hit.then_some(i))
            .collect();
        assert_eq!(hits, [1, 11, 13, 15]);
    }
}
