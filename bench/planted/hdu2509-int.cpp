// HDU 2509 Be the Winner with every number in a 32-bit int: right within the judge's
// limits (at most 100 apples), wrong past 2^31. `stress --size u64` and `--max` must catch it.
#include <cstdio>

int main() {
    int n;
    while (std::scanf("%d", &n) == 1) {
        int sum = 0, big = 0;
        for (int i = 0; i < n; i++) {
            int apples;
            std::scanf("%d", &apples);
            sum ^= apples;
            big |= apples > 1;
        }
        bool first_wins = big ? sum != 0 : n % 2 == 0;
        std::puts(first_wins ? "Yes" : "No");
    }
}
