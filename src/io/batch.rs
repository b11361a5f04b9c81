//! Long runs of integers parsed many at a time, for `Scanner::groups` (a game's list of
//! piles, or a judge's lines of a few numbers), with AVX2 when the processor has it.
//!
//! The token path measures one number, converts it, then measures the next: each number
//! waits for the one before it. Here one pass classifies 64 bytes at a time and lists where
//! every number of the next 4 KiB of input starts and ends (the index); then the numbers are
//! converted two per 256-bit register, right-aligned, so nothing is divided afterwards. AVX2
//! is chosen at run time: compilers target plain x86-64 by default (so do judges), and there
//! the SSE2 token path stays the only one. (With the feature `test-switches`,
//! `GRUNDY_BATCH=off` in the environment turns the batch off, for the tests that run both.)
//!
//! The index covers clean blocks only (digits and whitespace) and numbers of up to 20
//! digits are converted (in a run with one of 17 to 20 digits, each number from the 32 bytes
//! ending at it, one per register, with an overflow check). At anything else (a longer number, one past `u64::MAX`, a byte that is neither a
//! digit nor whitespace) the batch stops and the token path takes over, with its checks
//! and its error messages, for the next number. The index is kept until the scanner's
//! buffer changes: when the reader comes back after the token path has read a number or
//! two, the batch goes on from the index instead of classifying the same 4 KiB again.
//! (Without that, every number that stopped the batch cost a whole index, and inputs where
//! every number did so, such as CRLF lines, where each number left the reader on the `\n`,
//! ran a hundred times slower.)
//!
//! A batch's values are returned as a slice for the caller to consume in its own loop: a
//! callback called from here could not be inlined into its caller's registers (the AVX2
//! function is compiled apart), and an accumulator kept in memory would chain every number
//! to the one before.

#[cfg(target_arch = "x86_64")]
/// Blocks of 64 bytes indexed at a time: 4 KiB of input.
const BLOCKS: usize = 64;
#[cfg(target_arch = "x86_64")]
/// Every byte can be a boundary (a number's first digit, or the separator after its last);
/// the index is written eight entries at a time, so it has room for eight more.
const BOUNDS: usize = BLOCKS * 64 + 8;
#[cfg(target_arch = "x86_64")]
// The last block's `list` writes 72 slots from at most 63 blocks' boundaries.
const _: () = assert!((BLOCKS - 1) * 64 + 72 <= BOUNDS);
#[cfg(target_arch = "x86_64")]
/// The most numbers one index holds (two boundaries each), and so one batch's values.
const INDEX: usize = BOUNDS / 2;
#[cfg(target_arch = "x86_64")]
/// The longest number converted here: 20 digits hold every u64.
const LONGEST: u32 = 20;
#[cfg(any(test, target_arch = "x86_64"))]
/// Numbers must start at least this far into the buffer: a number is loaded as the 32 bytes
/// ending at its last digit, which begin up to 31 bytes before its first.
pub(crate) const MARGIN: usize = 31;

/// Per low nibble, the whitespace byte with that nibble (0x20, 0x09, 0x0A, 0x0C, 0x0D), or
/// 0xFF, which no byte with the top bit clear equals; repeated for each 128-bit lane of a
/// register of `N` bytes, as the byte shuffles look up within their lane. A byte is the
/// scanner's whitespace exactly when the entry at its low nibble is the byte itself: each
/// of the five has its own low nibble (and a byte with its top bit set looks up 0).
#[cfg(target_arch = "x86_64")]
const fn whitespace_by_low_nibble<const N: usize>() -> [u8; N] {
    let mut table = [0xFFu8; N];
    let mut lane = 0;
    while lane < N {
        table[lane] = b' ';
        table[lane + 0x09] = b'\t';
        table[lane + 0x0A] = b'\n';
        table[lane + 0x0C] = 0x0C;
        table[lane + 0x0D] = b'\r';
        lane += 16;
    }
    table
}

/// 32 zero bytes, then 32 of 0xFF: the 32 bytes from `n` keep the last `n` of 32.
#[cfg(target_arch = "x86_64")]
static KEEP_LAST: [u8; 64] = crate::io::digits::ones_between(32, 64);

#[cfg(target_arch = "x86_64")]
/// The batch parser, present only when the processor has AVX2 (so holding one is the proof
/// the AVX2 code needs), with its index (where each number of the indexed bytes starts and
/// ends) and the values of the last batch.
pub(crate) struct Batch {
    /// The index: the positions where the input turns from whitespace to digits or back, in
    /// order. Number `i` is `bounds[2 * i]..bounds[2 * i + 1]`: its first digit, and the
    /// separator after its last.
    bounds: [u32; BOUNDS],
    values: [u64; INDEX],
    /// Numbers in the index with both boundaries. 0 when there is no index.
    indexed: usize,
    /// The first indexed number the reader has not passed yet.
    next: usize,
    /// The index of the first number of the last batch.
    first: usize,
}

#[cfg(test)]
thread_local!(
    /// 64-byte blocks classified on this thread, for the tests that bound the work.
    static BLOCKS_CLASSIFIED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) }
);

#[cfg(target_arch = "x86_64")]
impl Batch {
    pub(crate) fn new() -> Option<Box<Batch>> {
        #[cfg(feature = "test-switches")]
        let off = matches!(std::env::var_os("GRUNDY_BATCH"), Some(value) if value == "off");
        #[cfg(not(feature = "test-switches"))]
        let off = false;
        (!off && Self::supported()).then(|| {
            Box::new(Batch {
                bounds: [0; BOUNDS],
                values: [0; INDEX],
                indexed: 0,
                next: 0,
                first: 0,
            })
        })
    }

    fn supported() -> bool {
        // Every processor with AVX2 has these too; the code below is compiled with them.
        std::is_x86_feature_detected!("avx2")
            && std::is_x86_feature_detected!("bmi1")
            && std::is_x86_feature_detected!("popcnt")
    }

    /// Where the `number`th indexed number starts.
    fn start(&self, number: usize) -> usize {
        self.bounds[2 * number] as usize
    }

    /// The separator after the `number`th indexed number.
    fn stop(&self, number: usize) -> usize {
        self.bounds[2 * number + 1] as usize
    }

    /// Drops the index: the scanner calls this whenever its buffer's contents move.
    pub(crate) fn forget(&mut self) {
        self.indexed = 0;
        self.next = 0;
    }

    /// Up to `wanted` numbers, the first of them the next token at or after `pos`, which
    /// is a token start or whitespace (never inside a token); none when the clean case does
    /// not start there. `buf[..limit]` is the scanner's data, unchanged since the last
    /// `forget`, and `pos` never goes back between two calls without one.
    pub(crate) fn numbers(&mut self, buf: &[u8], pos: usize, limit: usize, wanted: u64) -> &[u64] {
        assert!(limit <= buf.len() && pos <= limit);
        // The loads below stay in `buf[..limit]` only if the index does: a caller that
        // changed the data without `forget` gets a fresh index, not reads past the data.
        if self.indexed > 0 && self.stop(self.indexed - 1) >= limit {
            self.forget();
        }
        // Numbers the reader has passed since the last batch, on the token path.
        while self.next < self.indexed && self.start(self.next) < pos {
            self.next += 1;
        }
        if self.next == self.indexed {
            if pos < MARGIN {
                return &[];
            }
            // SAFETY: `MARGIN <= pos <= limit <= buf.len()` was checked above.
            unsafe { self.index(buf, pos, limit) };
            self.next = 0;
        }
        let count = (self.indexed - self.next).min(usize::try_from(wanted).unwrap_or(usize::MAX));
        self.first = self.next;
        // A first number too long to convert goes to the token path at once, unless it
        // is long for its leading zeros: `convert` measures every number it is given, and
        // for a run of such numbers that made each one cost the rest of the index.
        if count > 0 && !self.first_fits(buf) {
            return &[];
        }
        // SAFETY: as above; every indexed number starts at `MARGIN` or later (an index is
        // built only from there) and its separator is before `limit` (checked on entry), so
        // it lies in `buf[MARGIN..limit]`.
        let taken = unsafe { avx2::convert(self, buf, count) };
        &self.values[..taken]
    }

    /// The least and the greatest of `values` (`u64::MAX` and 0 when there are none), or 0
    /// and `u64::MAX` when one of them is 2^32 or more: a column whose range holds both
    /// needs no look at its values.
    ///
    /// # Safety
    /// A `Batch` exists (so the processor has AVX2).
    pub(crate) unsafe fn span(values: &[u64]) -> (u64, u64) {
        // SAFETY: the caller's promise; a `Batch` exists only with AVX2 (`supported`).
        unsafe { avx2::span(values) }
    }

    unsafe fn index(&mut self, buf: &[u8], pos: usize, limit: usize) {
        // SAFETY: the caller's promise, and a `Batch` exists only where the processor has
        // the features of `avx2::index` (`supported`).
        unsafe { avx2::index(self, buf, pos, limit) }
    }

    /// Whether the next indexed number has at most 20 digits, once past its leading zeros:
    /// a longer one fits a u64 only with them, so the numbers not yet read are indexed from
    /// past theirs (from the last zero where only zeros are left) and converted as any
    /// other; one whose value has more than 20 digits stays too long, for the token path.
    fn first_fits(&mut self, buf: &[u8]) -> bool {
        let fits =
            |batch: &Batch| batch.stop(batch.next) - batch.start(batch.next) <= LONGEST as usize;
        if !fits(self) {
            for number in self.bounds[2 * self.next..2 * self.indexed].chunks_exact_mut(2) {
                let zeros = buf[number[0] as usize..number[1] as usize - 1].iter();
                number[0] += zeros.take_while(|&&b| b == b'0').count() as u32;
            }
        }
        fits(self)
    }

    /// Where reading goes on after the first `taken` (at least 1) numbers of the last batch:
    /// past the separator of the last of them. The reader has passed them.
    pub(crate) fn after(&mut self, taken: usize) -> usize {
        self.next = self.first + taken;
        self.stop(self.next - 1) + 1
    }
}

/// Off x86-64 there is no batch parser: no `Batch` can exist, and the scanner's calls,
/// which it makes only while holding one, are never made.
#[cfg(not(target_arch = "x86_64"))]
pub(crate) enum Batch {}

#[cfg(not(target_arch = "x86_64"))]
impl Batch {
    pub(crate) fn new() -> Option<Box<Batch>> {
        None
    }

    pub(crate) fn forget(&mut self) {
        match *self {}
    }

    pub(crate) fn numbers(&mut self, _: &[u8], _: usize, _: usize, _: u64) -> &[u64] {
        match *self {}
    }

    pub(crate) unsafe fn span(_: &[u64]) -> (u64, u64) {
        unreachable!("no `Batch` off x86-64")
    }

    pub(crate) fn after(&mut self, _: usize) -> usize {
        match *self {}
    }
}

/// The index's loop (`avx2::index`): indexes the numbers from `pos`
/// on, the 64-byte blocks from `pos` while they are clean (digits and whitespace only), at
/// most `BLOCKS` of them, each below `limit`. A number whose separator is not in those
/// blocks is left out. `classify` gives a block's masks of digits and of whitespace;
/// `list` writes `base` plus the position of each set bit of a mask to the start of its
/// `SLOTS` slots, in order, and returns how many (the slots after those may be overwritten
/// too: the next block's list starts there).
///
/// Always inlined into each index, whose target features its closures need.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn index_blocks<const SLOTS: usize>(
    batch: &mut Batch,
    buf: &[u8],
    pos: usize,
    limit: usize,
    classify: impl Fn(&[u8; 64]) -> (u64, u64),
    mut list: impl FnMut(&mut [u32; SLOTS], u32, u64) -> usize,
) {
    let mut bounds = 0;
    let mut block = pos;
    // Whether the byte before the block is a digit: none before `pos`.
    let mut previous_top = 0;
    for _ in 0..BLOCKS {
        if block + 64 > limit {
            break;
        }
        #[cfg(test)]
        BLOCKS_CLASSIFIED.with(|blocks| blocks.set(blocks.get() + 1));
        let bytes = buf[block..block + 64].try_into().expect("64 bytes");
        let (digits, separators) = classify(bytes);
        if digits | separators != u64::MAX {
            break; // a byte the token path must see
        }
        // Starts and stops alternate: a boundary is a byte whose kind (digit or separator)
        // differs from the byte before it.
        let turns = digits ^ (digits << 1 | previous_top);
        // At most 64 boundaries a block so far, so that `SLOTS` from `bounds` lie within
        // `BOUNDS` (a check the compiler cannot drop, made once a block).
        let slots = (&mut batch.bounds[bounds..bounds + SLOTS])
            .try_into()
            .expect("a block's slots");
        bounds += list(slots, block as u32, turns);
        previous_top = digits >> 63;
        block += 64;
    }
    // An odd count ends with a number still open.
    batch.indexed = bounds / 2;
}

#[cfg(target_arch = "x86_64")]
mod avx2 {
    use crate::io::batch::{
        index_blocks, whitespace_by_low_nibble, Batch, INDEX, KEEP_LAST, LONGEST, MARGIN,
    };
    use crate::io::digits::LANE_MASKS;
    use std::arch::x86_64::{
        __m128i, __m256i, _mm256_add_epi32, _mm256_add_epi64, _mm256_and_si256,
        _mm256_castsi128_si256, _mm256_castsi256_si128, _mm256_cmpeq_epi8,
        _mm256_extracti128_si256, _mm256_inserti128_si256, _mm256_loadu_si256, _mm256_madd_epi16,
        _mm256_maddubs_epi16, _mm256_max_epu32, _mm256_min_epu32, _mm256_min_epu8,
        _mm256_movemask_epi8, _mm256_mul_epu32, _mm256_packus_epi32, _mm256_set1_epi16,
        _mm256_set1_epi32, _mm256_set1_epi64x, _mm256_set1_epi8, _mm256_setzero_si256,
        _mm256_shuffle_epi8, _mm256_srli_epi64, _mm256_storeu_si256, _mm256_sub_epi8,
        _mm_cvtsi128_si64, _mm_extract_epi64, _mm_loadu_si128,
    };

    /// `whitespace_by_low_nibble` for a 256-bit register.
    // SAFETY: 32 bytes and a 256-bit vector have the same size, and every bit pattern is a
    // valid vector.
    const WHITESPACE_BY_LOW_NIBBLE: __m256i =
        unsafe { std::mem::transmute::<[u8; 32], __m256i>(whitespace_by_low_nibble()) };

    /// Masks of the digits and of the whitespace among 32 bytes.
    ///
    /// # Safety
    /// AVX2 is available.
    #[target_feature(enable = "avx2")]
    #[inline]
    unsafe fn classify_half(bytes: __m256i) -> (u64, u64) {
        let values = _mm256_sub_epi8(bytes, _mm256_set1_epi8(b'0' as i8));
        let digit = _mm256_cmpeq_epi8(_mm256_min_epu8(values, _mm256_set1_epi8(9)), values);
        // The scanner's whitespace (space, tab, LF, CR, form feed) by one table lookup.
        let space = _mm256_cmpeq_epi8(_mm256_shuffle_epi8(WHITESPACE_BY_LOW_NIBBLE, bytes), bytes);
        (
            u64::from(_mm256_movemask_epi8(digit) as u32),
            u64::from(_mm256_movemask_epi8(space) as u32),
        )
    }

    /// Masks of the digits and of the whitespace among the 64 bytes at `at`.
    ///
    /// # Safety
    /// AVX2 is available, and the 64 bytes from `at` are readable.
    #[target_feature(enable = "avx2")]
    #[inline]
    unsafe fn classify(at: *const u8) -> (u64, u64) {
        // SAFETY: the caller promises AVX2 and 64 readable bytes from `at`: both loads read
        // 32 of them.
        let ((low_digits, low_spaces), (high_digits, high_spaces)) = unsafe {
            let low = _mm256_loadu_si256(at as *const __m256i);
            let high = _mm256_loadu_si256(at.add(32) as *const __m256i);
            (classify_half(low), classify_half(high))
        };
        (
            low_digits | high_digits << 32,
            low_spaces | high_spaces << 32,
        )
    }

    /// For each byte, the positions of its set bits in order, then zeros, as eight 32-bit
    /// words (8 KiB): loaded whole, with no widening on the processor's one shuffle port,
    /// which the widening and a broadcast per byte kept busy.
    static BIT_POSITIONS: [__m256i; 256] = {
        let mut table = [[0u32; 8]; 256];
        let mut byte = 0;
        while byte < 256 {
            let (mut bit, mut count) = (0, 0);
            while bit < 8 {
                if byte >> bit & 1 == 1 {
                    table[byte][count] = bit as u32;
                    count += 1;
                }
                bit += 1;
            }
            byte += 1;
        }
        // SAFETY: 256 arrays of eight u32 and 256 vectors of 256 bits have the same size,
        // and every bit pattern is a valid vector.
        unsafe { std::mem::transmute::<[[u32; 8]; 256], [__m256i; 256]>(table) }
    };

    /// 8k in every lane, for byte k of a block's mask.
    const BYTE_STARTS: [__m256i; 8] = {
        let mut starts = [[0u32; 8]; 8];
        let mut k = 0;
        while k < 8 {
            starts[k] = [8 * k as u32; 8];
            k += 1;
        }
        // SAFETY: as for BIT_POSITIONS.
        unsafe { std::mem::transmute::<[[u32; 8]; 8], [__m256i; 8]>(starts) }
    };

    /// Writes `base` plus the position of every set bit of `bits` to the start of `slots`,
    /// in order, and returns how many (what lies past them in `slots` is overwritten too).
    ///
    /// Up to eight bits (numbers of about fifteen digits and more) take one round of eight
    /// slots, each the lowest bit left. Denser masks go a byte at a time: the byte's
    /// positions come from a table as eight words, offset and stored whole, and the count
    /// advances by the byte's bits, so that no step waits on the one before but for the
    /// count. `slots` has room for the 64 bits and the last store's 8 words: a byte's store
    /// starts at most at the bits of the bytes before it, 56, so that one bounds check per
    /// block covers every store (with one per store, 16 of the block's 90 or so
    /// instructions were checks).
    ///
    /// # Safety
    /// AVX2 and POPCNT are available.
    #[target_feature(enable = "avx2,popcnt")]
    #[inline]
    unsafe fn list(slots: &mut [u32; 72], base: u32, mut bits: u64) -> usize {
        let total = bits.count_ones() as usize;
        if total <= 8 {
            for slot in &mut slots[..8] {
                *slot = base + bits.trailing_zeros();
                bits &= bits.wrapping_sub(1);
            }
            return total;
        }
        let block = _mm256_set1_epi32(base as i32);
        let mut count = 0;
        for (k, byte) in bits.to_le_bytes().into_iter().enumerate() {
            let first = _mm256_add_epi32(block, BYTE_STARTS[k]);
            let positions = _mm256_add_epi32(BIT_POSITIONS[usize::from(byte)], first);
            // The bytes before this one hold at most 8 bits each.
            debug_assert!(count <= 8 * k);
            let slots = &mut slots[count.min(56)..][..8];
            // SAFETY: AVX2 as the caller promises; the store writes the 8 words of `slots`.
            unsafe { _mm256_storeu_si256(slots.as_mut_ptr() as *mut __m256i, positions) };
            count += byte.count_ones() as usize;
        }
        count
    }

    /// Indexes the numbers from `pos` on (`index_blocks`), each block classified by
    /// `classify` and its boundaries listed by `list`.
    ///
    /// # Safety
    /// AVX2, BMI1 and POPCNT are available and `pos <= limit <= buf.len()`; `buf[pos]` is
    /// whitespace or begins a token.
    #[target_feature(enable = "avx2,bmi1,popcnt")]
    pub(super) unsafe fn index(batch: &mut Batch, buf: &[u8], pos: usize, limit: usize) {
        index_blocks::<72>(
            batch,
            buf,
            pos,
            limit,
            // SAFETY: AVX2 as the caller promises, and the 64 bytes of `block`.
            |block| unsafe { classify(block.as_ptr()) },
            // SAFETY: AVX2 and POPCNT as the caller promises.
            |slots, base, turns| unsafe { list(slots, base, turns) },
        );
    }

    /// The last (up to) 16 digits of the number `first..=last`: the 16 bytes ending at its
    /// last digit and the mask that keeps its digits.
    ///
    /// # Safety
    /// `MARGIN <= first <= last < buf.len()`.
    #[inline(always)]
    unsafe fn low_window(buf: &[u8], first: usize, last: usize) -> (__m128i, __m128i) {
        debug_assert!(MARGIN <= first && first <= last && last < buf.len());
        let kept = (last + 1 - first).min(16);
        // SAFETY: `last - 15 >= first - 15 >= MARGIN - 15 >= 0` and `last < buf.len()`, as
        // the caller promises, so the 16 bytes end in `buf`; `kept <= 16`, so the 16 bytes
        // from `kept` lie inside LANE_MASKS' 48. (SSE2 is part of x86-64.)
        unsafe {
            let digits = _mm_loadu_si128(buf.as_ptr().add(last - 15) as *const __m128i);
            let keep = _mm_loadu_si128(LANE_MASKS.as_ptr().add(kept) as *const __m128i);
            (digits, keep)
        }
    }

    /// A number of at most 16 digits, from the two 8-digit halves of its converted lane.
    #[inline(always)]
    fn short_value(halves: u64) -> u64 {
        (halves & 0xFFFF_FFFF) * 100_000_000 + (halves >> 32)
    }

    /// Converts up to `count` indexed numbers from `batch.first` into `batch.values` and
    /// returns how many: it stops before a number of more than 20 digits or over `u64::MAX`.
    ///
    /// # Safety
    /// AVX2, BMI1 and POPCNT are available; `batch.first + count <= batch.indexed`, and the
    /// index was built on this `buf` from `MARGIN` or later, so that every indexed number
    /// `start..stop` has `MARGIN <= start < stop <= buf.len()`.
    #[target_feature(enable = "avx2,bmi1,popcnt")]
    pub(super) unsafe fn convert(batch: &mut Batch, buf: &[u8], count: usize) -> usize {
        let Batch {
            bounds,
            values: out,
            first,
            ..
        } = batch;
        let bounds = &bounds[2 * *first..2 * (*first + count)];
        // Judge data is mostly short numbers: a run without a 17-digit one skips the work
        // for the 17th to 20th digits (one pass over the lengths decides, not a branch per
        // number, which would mispredict on inputs of mixed lengths). The same pass tells
        // `convert_long` whether any number is too long for it.
        let longest = bounds
            .chunks_exact(2)
            .fold(0, |longest, number| longest.max(number[1] - number[0]));
        // SAFETY: the caller's promise, passed on: the features, and every number of
        // `bounds` inside `buf` from `MARGIN` on; `convert_short` gets numbers of at most 16
        // digits only, as it requires, and `convert_long` their true longest.
        unsafe {
            if longest > 16 {
                convert_long(bounds, out, buf, longest)
            } else {
                convert_short(bounds, out, buf)
            }
        }
    }

    /// The least and the greatest of `values` (`u64::MAX` and 0 when there are none), or
    /// 0 and `u64::MAX` when one of them is 2^32 or more.
    ///
    /// The 32-bit lanes find both at one instruction each (64-bit lanes have no unsigned
    /// minimum or maximum in AVX2): a 64-bit lane's upper half holds the greatest upper
    /// half of its values, zero only when they are all below 2^32, and then its lower halves
    /// hold the lane's least and greatest value.
    ///
    /// # Safety
    /// AVX2 is available.
    #[target_feature(enable = "avx2")]
    pub(super) unsafe fn span(values: &[u64]) -> (u64, u64) {
        let (mut least, mut most) = (_mm256_set1_epi32(-1), _mm256_setzero_si256());
        let mut fours = values.chunks_exact(4);
        for four in &mut fours {
            // SAFETY: AVX2 as the caller promises; the load reads the four words of `four`.
            let four = unsafe { _mm256_loadu_si256(four.as_ptr() as *const __m256i) };
            least = _mm256_min_epu32(least, four);
            most = _mm256_max_epu32(most, four);
        }
        let mut lanes = [[0u64; 4]; 2];
        // SAFETY: AVX2 as the caller promises; each store writes the four words of its lanes.
        unsafe {
            _mm256_storeu_si256(lanes[0].as_mut_ptr() as *mut __m256i, least);
            _mm256_storeu_si256(lanes[1].as_mut_ptr() as *mut __m256i, most);
        }
        let rest = fours.remainder();
        let least = lanes[0].iter().chain(rest).fold(u64::MAX, |a, &b| a.min(b));
        match lanes[1].iter().chain(rest).fold(0, |a, &b| a.max(b)) {
            most if most >> 32 == 0 => (least, most),
            _ => (0, u64::MAX),
        }
    }

    /// The first and the last digit of a number from its two boundaries.
    #[inline(always)]
    fn digits_of(number: &[u32]) -> (usize, usize) {
        (number[0] as usize, number[1] as usize - 1)
    }

    /// `convert` for the numbers `bounds[2 * i]..bounds[2 * i + 1]`, none of more than 16
    /// digits, into `out`: four numbers a round, two per 256-bit register, the 16 bytes
    /// ending at each.
    ///
    /// # Safety
    /// AVX2 is available, and every number has `MARGIN <= start < stop <= buf.len()` and at
    /// most 16 digits.
    #[target_feature(enable = "avx2,bmi1,popcnt")]
    #[inline]
    unsafe fn convert_short(bounds: &[u32], out: &mut [u64; INDEX], buf: &[u8]) -> usize {
        let tens = _mm256_set1_epi16(0x010A); // byte pairs (10, 1)
        let hundreds = _mm256_set1_epi32(0x0001_0064); // i16 pairs (100, 1)
        let ten_thousands = _mm256_set1_epi32(0x0001_2710); // i16 pairs (10000, 1)
        let zeros = _mm256_set1_epi8(b'0' as i8);
        let hundred_millions = _mm256_set1_epi64x(100_000_000);
        // The values of four numbers: the first and third in one register, the second and
        // fourth in another, so that packing their four-digit sums puts them in order.
        let convert_four = |four: &[u32]| {
            let (first, second, third, fourth) = (
                digits_of(&four[..2]),
                digits_of(&four[2..4]),
                digits_of(&four[4..6]),
                digits_of(&four[6..]),
            );
            let quads = |one: (usize, usize), other: (usize, usize)| {
                // SAFETY: both numbers are among `bounds`, inside `buf` from `MARGIN` on,
                // as the caller promises.
                let ((one_digits, one_keep), (other_digits, other_keep)) = unsafe {
                    (
                        low_window(buf, one.0, one.1),
                        low_window(buf, other.0, other.1),
                    )
                };
                let digits =
                    _mm256_inserti128_si256::<1>(_mm256_castsi128_si256(one_digits), other_digits);
                let keep =
                    _mm256_inserti128_si256::<1>(_mm256_castsi128_si256(one_keep), other_keep);
                let values = _mm256_and_si256(_mm256_sub_epi8(digits, zeros), keep);
                _mm256_madd_epi16(_mm256_maddubs_epi16(values, tens), hundreds)
            };
            // Per 128-bit lane, four sums of four digits of each of two numbers as 16-bit
            // values, then two sums of eight digits each, then the number.
            let packed = _mm256_packus_epi32(quads(first, third), quads(second, fourth));
            let octets = _mm256_madd_epi16(packed, ten_thousands);
            _mm256_add_epi64(
                _mm256_mul_epu32(octets, hundred_millions),
                _mm256_srli_epi64::<32>(octets),
            )
        };
        let mut fours = bounds.chunks_exact(8);
        let mut taken = 0;
        for four in &mut fours {
            let values = convert_four(four);
            let slots = &mut out[taken..taken + 4];
            // SAFETY: AVX2 as the caller promises; the store writes the four words of `slots`.
            unsafe { _mm256_storeu_si256(slots.as_mut_ptr() as *mut __m256i, values) };
            taken += 4;
        }
        // The last one to three numbers, the last of them repeated to make four.
        let rest = fours.remainder();
        if let [.., start, stop] = *rest {
            let mut four = [start, stop, start, stop, start, stop, start, stop];
            four[..rest.len()].copy_from_slice(rest);
            let mut values = [0u64; 4];
            // SAFETY: AVX2 as the caller promises; the store writes the four words of `values`.
            unsafe {
                _mm256_storeu_si256(values.as_mut_ptr() as *mut __m256i, convert_four(&four))
            };
            let count = rest.len() / 2;
            out[taken..taken + count].copy_from_slice(&values[..count]);
            taken += count;
        }
        taken
    }

    /// The number `first..=last` (at most 20 digits) as eight sums of four digits: the 32
    /// bytes ending at its last digit, with the bytes before its first digit zeroed. The
    /// last four sums hold its last 16 digits; the fourth the (up to four) digits before.
    ///
    /// # Safety
    /// AVX2 is available and `MARGIN <= first <= last < buf.len()`, `last - first < 32`.
    #[target_feature(enable = "avx2")]
    #[inline]
    unsafe fn quads_of(buf: &[u8], first: usize, last: usize) -> __m256i {
        debug_assert!(MARGIN <= first && first <= last && last < buf.len() && last - first < 32);
        // SAFETY: `last - 31 >= first - MARGIN >= 0` and `last < buf.len()`, as the caller
        // promises, so the 32 bytes end in `buf`; the length is at most 32, so the 32 bytes
        // from it lie inside KEEP_LAST's 64.
        let (digits, keep) = unsafe {
            (
                _mm256_loadu_si256(buf.as_ptr().add(last - 31) as *const __m256i),
                _mm256_loadu_si256(KEEP_LAST.as_ptr().add(last + 1 - first) as *const __m256i),
            )
        };
        let values = _mm256_and_si256(_mm256_sub_epi8(digits, _mm256_set1_epi8(b'0' as i8)), keep);
        let pairs = _mm256_maddubs_epi16(values, _mm256_set1_epi16(0x010A)); // (10, 1)
        _mm256_madd_epi16(pairs, _mm256_set1_epi32(0x0001_0064)) // (100, 1)
    }

    /// A number from the value of its last 16 digits and of the (up to four) digits before
    /// them, and whether it is past `u64::MAX` (then the value is meaningless).
    #[inline(always)]
    fn whole(high: u64, low: u64) -> (u64, bool) {
        const E16: u64 = 10_000_000_000_000_000;
        // `high * E16` fits up to 1844 (u64::MAX is 1844_6744073709551615); with 1844 the
        // sum wraps exactly when it comes out below `low`.
        let value = high.wrapping_mul(E16).wrapping_add(low);
        (value, high > 1844 || value < low)
    }

    /// `convert` for a run with numbers of 17 to 20 digits among its numbers, into `out`:
    /// each number from the 32 bytes ending at it, two per register (so that their
    /// four-digit sums pack into one) and four per round, each checked against `u64::MAX`.
    /// `longest` is the most digits of any of them.
    ///
    /// # Safety
    /// AVX2 is available, every number has `MARGIN <= start < stop <= buf.len()`, and none
    /// has more than `longest` digits (one of more than 20 taken as fitting would be loaded
    /// from a window that does not hold it).
    #[target_feature(enable = "avx2,bmi1,popcnt")]
    #[inline]
    unsafe fn convert_long(
        bounds: &[u32],
        out: &mut [u64; INDEX],
        buf: &[u8],
        longest: u32,
    ) -> usize {
        // The numbers before the first one of more than 20 digits, so that the loop below
        // has no length test per number: all of them, unless `longest` says otherwise (a
        // scan for the first that is too long, which stops there, is a loop per number
        // that cannot be vectorized).
        let fitting = if longest <= LONGEST {
            bounds.len() / 2
        } else {
            bounds
                .chunks_exact(2)
                .position(|number| number[1] - number[0] > LONGEST)
                .unwrap_or(bounds.len() / 2)
        };
        let ten_thousands = _mm256_set1_epi32(0x0001_2710); // i16 pairs (10000, 1)

        // The values of four numbers (their boundaries, two each, of at most 20 digits), and
        // whether each is past `u64::MAX`; two per register.
        let convert_four = |four: &[u32]| {
            let pair = |first: &[u32], second: &[u32]| {
                let ((first, first_last), (second, second_last)) =
                    (digits_of(first), digits_of(second));
                // SAFETY: both numbers are among `bounds`, inside `buf` from `MARGIN` on, as
                // the caller promises, and of at most 20 digits (`fitting`).
                let (first_quads, second_quads) = unsafe {
                    (
                        quads_of(buf, first, first_last),
                        quads_of(buf, second, second_last),
                    )
                };
                // Per 128-bit lane: the first number's four sums, then the second's, as
                // 16-bit values; then sums of eight digits, two per number and lane.
                let quads = _mm256_packus_epi32(first_quads, second_quads);
                let octets = _mm256_madd_epi16(quads, ten_thousands);
                let high = _mm256_castsi256_si128(octets);
                let low = _mm256_extracti128_si256::<1>(octets);
                let first_high = _mm_cvtsi128_si64(high) as u64 >> 32;
                let second_high = _mm_extract_epi64::<1>(high) as u64 >> 32;
                let first_low = short_value(_mm_cvtsi128_si64(low) as u64);
                let second_low = short_value(_mm_extract_epi64::<1>(low) as u64);
                [whole(first_high, first_low), whole(second_high, second_low)]
            };
            let ([a, b], [c, d]) = (pair(&four[..2], &four[2..4]), pair(&four[4..6], &four[6..]));
            [a, b, c, d]
        };
        let mut fours = bounds[..2 * fitting].chunks_exact(8);
        let mut taken = 0;
        for four in &mut fours {
            let values = convert_four(four);
            // One branch per four numbers: a value past u64::MAX is rare, and stops the
            // batch (after the numbers before it).
            if values.iter().any(|&(_, over)| over) {
                let fine = values.iter().take_while(|&&(_, over)| !over);
                for (slot, &(value, _)) in out[taken..].iter_mut().zip(fine) {
                    *slot = value;
                    taken += 1;
                }
                return taken;
            }
            for (slot, (value, _)) in out[taken..taken + 4].iter_mut().zip(values) {
                *slot = value;
            }
            taken += 4;
        }
        // The last one to three numbers, the last of them repeated to make four.
        let rest = fours.remainder();
        if let [.., start, stop] = *rest {
            let mut four = [start, stop, start, stop, start, stop, start, stop];
            four[..rest.len()].copy_from_slice(rest);
            let fine = convert_four(&four)
                .into_iter()
                .take(rest.len() / 2)
                .take_while(|&(_, over)| !over);
            for (slot, (value, _)) in out[taken..].iter_mut().zip(fine) {
                *slot = value;
                taken += 1;
            }
        }
        taken
    }
}

#[cfg(test)]
mod tests;
