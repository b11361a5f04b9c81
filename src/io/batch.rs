//! Long runs of integers parsed many at a time, for `Scanner::each_u64` (a game's list of
//! piles) and `Scanner::groups` (a judge's lines of a few numbers), with AVX2 when the
//! processor has it.
//!
//! The token path measures one number, converts it, then measures the next: each number
//! waits for the one before it. Here one pass classifies 64 bytes at a time and lists where
//! every number of the next 4 KiB of input starts and ends; then the numbers are converted
//! two per 256-bit register, right-aligned, so nothing is divided afterwards. AVX2 is chosen
//! at run time: compilers target plain x86-64 by default (so do judges), and there the SSE2
//! token path stays the only one.
//!
//! Only the clean case is taken: digits separated by whitespace, at most 16 digits a
//! number. At anything else the batch stops, and the token path takes over (with its checks
//! and its error messages) for the next number.
//!
//! A batch's values are returned as a slice for the caller to consume in its own loop: a
//! callback called from here could not be inlined into its caller's registers (the AVX2
//! function is compiled apart), and an accumulator kept in memory would chain every number
//! to the one before.

/// Blocks of 64 bytes indexed before converting: 4 KiB of input.
const BLOCKS: usize = 64;
/// At most one number starts in every other byte; the index is written eight entries at a
/// time, so it has room for eight more.
const INDEX: usize = BLOCKS * 32 + 8;

/// The batch parser, present only when the processor has AVX2 (so holding one is the proof
/// the AVX2 code needs), with its scratch space: where each number starts and ends, and the
/// values of the last batch.
pub(crate) struct Batch {
    starts: [u32; INDEX],
    ends: [u32; INDEX],
    values: [u64; INDEX],
}

impl Batch {
    #[cfg(target_arch = "x86_64")]
    pub(crate) fn new() -> Option<Box<Batch>> {
        std::is_x86_feature_detected!("avx2").then(|| {
            Box::new(Batch {
                starts: [0; INDEX],
                ends: [0; INDEX],
                values: [0; INDEX],
            })
        })
    }

    #[cfg(not(target_arch = "x86_64"))]
    pub(crate) fn new() -> Option<Box<Batch>> {
        None
    }

    /// Up to `wanted` numbers from the token start `pos`, and the position after the last
    /// one's separator (none when the clean case does not start at `pos`, or `pos` is less
    /// than 15 bytes into the buffer, where a number's 16-byte window would begin before
    /// it). `buf[..limit]` is the scanner's data.
    pub(crate) fn numbers(
        &mut self,
        buf: &[u8],
        pos: usize,
        limit: usize,
        wanted: u64,
    ) -> (usize, &[u64]) {
        if pos < 15 {
            return (pos, &[]);
        }
        assert!(limit <= buf.len());
        #[cfg(target_arch = "x86_64")]
        // SAFETY: a `Batch` exists only when the processor has AVX2; every load stays in
        // `buf[pos - 15..limit]` (see `avx2::parse`).
        let taken = unsafe { avx2::parse(self, buf, pos, limit, wanted) };
        #[cfg(not(target_arch = "x86_64"))]
        let taken: usize = unreachable!("no Batch exists off x86-64");
        match taken {
            0 => (pos, &[]),
            _ => (self.after(taken), &self.values[..taken]),
        }
    }

    /// Where reading goes on after the first `taken` (at least 1) numbers of the last batch:
    /// past the separator of the last of them.
    pub(crate) fn after(&self, taken: usize) -> usize {
        self.ends[taken - 1] as usize + 2
    }
}

#[cfg(target_arch = "x86_64")]
mod avx2 {
    use crate::io::batch::{Batch, BLOCKS, INDEX};
    use crate::io::scanner::{is_space, LANE_MASKS};
    use std::arch::x86_64::{
        __m128i, __m256i, _mm256_and_si256, _mm256_castsi128_si256, _mm256_castsi256_si128,
        _mm256_cmpeq_epi8, _mm256_extracti128_si256, _mm256_inserti128_si256, _mm256_loadu_si256,
        _mm256_madd_epi16, _mm256_maddubs_epi16, _mm256_min_epu8, _mm256_movemask_epi8,
        _mm256_or_si256, _mm256_packus_epi32, _mm256_set1_epi16, _mm256_set1_epi32,
        _mm256_set1_epi8, _mm256_sub_epi8, _mm_cvtsi128_si64, _mm_loadu_si128,
    };

    /// Masks of the digits and of the whitespace among 32 bytes.
    #[target_feature(enable = "avx2")]
    #[inline]
    unsafe fn classify_half(bytes: __m256i) -> (u64, u64) {
        let values = _mm256_sub_epi8(bytes, _mm256_set1_epi8(b'0' as i8));
        let digit = _mm256_cmpeq_epi8(_mm256_min_epu8(values, _mm256_set1_epi8(9)), values);
        // The scanner's whitespace: space, tab, LF, CR, form feed. (No closure here: one
        // would not inherit the AVX2 feature on older compilers.)
        let mut space = _mm256_cmpeq_epi8(bytes, _mm256_set1_epi8(b' ' as i8));
        for byte in [b'\t', b'\n', b'\r', 0x0C] {
            let this = _mm256_cmpeq_epi8(bytes, _mm256_set1_epi8(byte as i8));
            space = _mm256_or_si256(space, this);
        }
        (
            u64::from(_mm256_movemask_epi8(digit) as u32),
            u64::from(_mm256_movemask_epi8(space) as u32),
        )
    }

    /// Masks of the digits and of the whitespace among the 64 bytes at `at`.
    #[target_feature(enable = "avx2")]
    #[inline]
    unsafe fn classify(at: *const u8) -> (u64, u64) {
        let (low_digits, low_spaces) = classify_half(_mm256_loadu_si256(at as *const __m256i));
        let high = _mm256_loadu_si256(at.add(32) as *const __m256i);
        let (high_digits, high_spaces) = classify_half(high);
        (
            low_digits | high_digits << 32,
            low_spaces | high_spaces << 32,
        )
    }

    /// Appends `base` plus the position of every set bit of `bits` to `index`, eight
    /// positions per round whatever the count, so that the loop rarely mispredicts.
    #[inline(always)]
    fn list(index: &mut [u32; INDEX], count: &mut usize, base: u32, mut bits: u64) {
        let total = bits.count_ones() as usize;
        let mut written = 0;
        while written < total {
            for slot in &mut index[*count + written..*count + written + 8] {
                *slot = base + bits.trailing_zeros();
                bits &= bits.wrapping_sub(1);
            }
            written += 8;
        }
        *count += total;
    }

    /// Parses up to `wanted` numbers from the token start `pos` into `batch` and returns how
    /// many (0 when the clean case does not start at `pos`). Loads: 64-byte blocks and the
    /// byte after each, all below `limit`; 16 bytes ending at each number's last digit,
    /// which lies at `pos` or later, so at `pos - 15` at the lowest.
    #[target_feature(enable = "avx2")]
    pub(super) unsafe fn parse(
        batch: &mut Batch,
        buf: &[u8],
        pos: usize,
        limit: usize,
        wanted: u64,
    ) -> usize {
        let Batch {
            starts,
            ends,
            values: out,
        } = batch;
        let (mut started, mut ended) = (0, 0);
        let mut block = pos;
        let mut previous_top = 0;
        for _ in 0..BLOCKS {
            if block + 64 >= limit {
                break;
            }
            let (digits, separators) = classify(buf.as_ptr().add(block));
            let others = !(digits | separators);
            if others != 0 {
                break; // a byte the token path must see
            }
            let separator_after = u64::from(is_space(buf[block + 64]));
            // A number ends at a digit followed by a separator; numbers still open at the
            // last block stay unpaired and are left for the next call.
            let first_digits = digits & !(digits << 1 | previous_top);
            let last_digits = digits & (separators >> 1 | separator_after << 63);
            list(starts, &mut started, block as u32, first_digits);
            list(ends, &mut ended, block as u32, last_digits);
            previous_top = digits >> 63;
            block += 64;
        }
        if started == 0 || starts[0] as usize != pos {
            return 0; // no number starts right here
        }
        let count = ended.min(wanted as usize);
        let tens = _mm256_set1_epi16(0x010A); // byte pairs (10, 1)
        let hundreds = _mm256_set1_epi32(0x0001_0064); // i16 pairs (100, 1)
        let ten_thousands = _mm256_set1_epi32(0x0001_2710); // i16 pairs (10000, 1)
        let zeros = _mm256_set1_epi8(b'0' as i8);
        // The 16 bytes ending at number i's last digit, and the mask that keeps its digits.
        let window = |i: usize| {
            let (first, last) = (starts[i] as usize, ends[i] as usize);
            let digits = _mm_loadu_si128(buf.as_ptr().add(last - 15) as *const __m128i);
            let keep = _mm_loadu_si128(LANE_MASKS.as_ptr().add(last + 1 - first) as *const __m128i);
            (digits, keep)
        };
        let mut taken = 0;
        while taken < count {
            // Two numbers at a time, each of at most 16 digits (longer ones may overflow:
            // the token path checks them); the first again when it is the only one.
            let short = |i: usize| ends[i] - starts[i] < 16;
            if !short(taken) {
                break;
            }
            let other = if taken + 1 < count && short(taken + 1) {
                taken + 1
            } else {
                taken
            };
            let (first_digits, first_keep) = window(taken);
            let (second_digits, second_keep) = window(other);
            let digits =
                _mm256_inserti128_si256::<1>(_mm256_castsi128_si256(first_digits), second_digits);
            let keep =
                _mm256_inserti128_si256::<1>(_mm256_castsi128_si256(first_keep), second_keep);
            let values = _mm256_and_si256(_mm256_sub_epi8(digits, zeros), keep);
            let pairs = _mm256_maddubs_epi16(values, tens);
            let quads = _mm256_madd_epi16(pairs, hundreds);
            let quads = _mm256_packus_epi32(quads, quads);
            let octets = _mm256_madd_epi16(quads, ten_thousands);
            let value = |lane: __m128i| {
                let both = _mm_cvtsi128_si64(lane) as u64;
                (both & 0xFFFF_FFFF) * 100_000_000 + (both >> 32)
            };
            out[taken] = value(_mm256_castsi256_si128(octets));
            taken += 1;
            if other == taken {
                // (`other` was the next number, not the first again)
                out[taken] = value(_mm256_extracti128_si256::<1>(octets));
                taken += 1;
            }
        }
        taken
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// What a batch must return at `pos`: the clean numbers from there (at most 16 digits,
    /// each followed by whitespace, nothing else in between), as far as the batch looks.
    fn expected(buf: &[u8], pos: usize, limit: usize) -> Vec<(u64, usize)> {
        let space = |b: u8| matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0C);
        let mut found = Vec::new();
        let mut at = pos;
        loop {
            let digits = buf[at..limit]
                .iter()
                .take_while(|b| b.is_ascii_digit())
                .count();
            let end = at + digits; // the separator's position
            if digits == 0 || digits > 16 || end >= limit || !space(buf[end]) {
                return found;
            }
            let text = std::str::from_utf8(&buf[at..end]).unwrap();
            found.push((text.parse().unwrap(), end + 1));
            at = end + 1;
            while at < limit && space(buf[at]) {
                at += 1;
            }
        }
    }

    #[test]
    fn batches_agree_with_plain_tokenizing() {
        let Some(mut batch) = Batch::new() else {
            return; // no AVX2 here: the token path does everything, and is tested there
        };
        let mut rng = Rng::new(77);
        let others = [b'a', b'-', b'+', 0, 0x0B, 0x80, 0xFF, b'.'];
        let separators = [b' ', b'\n', b'\r', b'\t', 0x0C];
        for round in 0..3000 {
            let mut buf = Vec::new();
            let size = rng.range(16, 5000) as usize;
            while buf.len() < size {
                match rng.range(0, 20) {
                    0 => buf.push(others[rng.range(0, 7) as usize]),
                    1..=6 => buf.push(separators[rng.range(0, 4) as usize]),
                    _ => {
                        let digits = if rng.chance(1, 20) {
                            rng.range(15, 22)
                        } else {
                            rng.range(1, 10)
                        };
                        buf.extend((0..digits).map(|_| b'0' + rng.range(0, 9) as u8));
                        buf.push(separators[rng.range(0, 4) as usize]);
                    }
                }
            }
            let limit = buf.len();
            // Every token start at least 15 bytes in.
            for pos in 15..limit {
                if !buf[pos].is_ascii_digit() || buf[pos - 1].is_ascii_digit() {
                    continue;
                }
                let wanted = if round % 3 == 0 {
                    rng.range(1, 5)
                } else {
                    u64::MAX
                };
                let (next, values) = batch.numbers(&buf, pos, limit, wanted);
                let all = expected(&buf, pos, limit);
                for (i, &value) in values.iter().enumerate() {
                    assert_eq!(value, all[i].0, "round {round}, pos {pos}, number {i}");
                }
                if let Some(last) = values.len().checked_sub(1) {
                    assert_eq!(next, all[last].1, "round {round}, pos {pos}");
                }
                // Exactly the numbers whose separator lies within the 64-byte blocks it
                // indexes (clean blocks, each followed by a byte of data, at most BLOCKS),
                // or right after them.
                let clean = |b: &u8| b.is_ascii_digit() || separators.contains(b);
                let blocks = (0..BLOCKS)
                    .take_while(|k| {
                        let block = pos + 64 * k;
                        block + 64 < limit && buf[block..block + 64].iter().all(clean)
                    })
                    .count();
                let reach = pos + 64 * blocks;
                let within = all.iter().filter(|&&(_, after)| after - 1 <= reach).count();
                let count = within.min(wanted.min(usize::MAX as u64) as usize);
                let near = &buf[pos..(pos + 80).min(limit)];
                assert_eq!(values.len(), count, "round {round}, pos {pos}: {near:?}");
            }
        }
    }
}
