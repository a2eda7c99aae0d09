/** Agent contract prompts on home (placeholder until its feature lands; replaced by the owning feature). */
export default function ContractPrompts() {
  return null;
}
