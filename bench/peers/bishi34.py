# BISHI34 as the source notes solve it: read every token at once, answer each k in O(1),
# write all answers at the end. Lost: k in {0, 3, 6}, or an odd k >= 9.
import sys

SMALL_LOSSES = {0, 3, 6}


def main():
    tokens = sys.stdin.buffer.read().split()
    t = int(tokens[0])
    answers = []
    for i in range(1, t + 1):
        k = int(tokens[i])
        lost = k in SMALL_LOSSES or (k >= 9 and k % 2 == 1)
        answers.append("Bob" if lost else "Alice")
    if answers:
        sys.stdout.write("\n".join(answers) + "\n")


main()
