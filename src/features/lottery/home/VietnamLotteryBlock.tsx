/** Home Vietnam lottery block (placeholder until its feature lands; replaced by the owning feature). */
export default function VietnamLotteryBlock() {
  return null;
}
