// Codeforces 1537D Deleting Divisors, planted wrong: right up to 2·10^5, then wrong at the odd
// powers of two (a table that stopped short). Within the judge's limits (n ≤ 10^9), so
// `stress --size judge` must catch it.
#include <cstdio>

int main() {
    int t;
    std::scanf("%d", &t);
    while (t--) {
        long long n;
        std::scanf("%lld", &n);
        bool alice;
        if (n % 2 == 1) {
            alice = false;
        } else if (n & (n - 1)) {
            alice = true;
        } else {
            int k = __builtin_ctzll(n);
            alice = k % 2 == 0 || n > 200000;
        }
        std::puts(alice ? "Alice" : "Bob");
    }
}
