// Types of the astronomia data modules the precise path reads (the package ships no declarations for them).
declare module 'astronomia/data/*' {
  /** VSOP87 series: L/B/R by power of τ, rows [A, B, C] for A·cos(B + C·τ); ELP/MPP02: W1 and rows [A, φ0..φ4]. */
  const data: {
    name: string;
    W1?: number[];
    L: Record<string, number[][]>;
    B: Record<string, number[][]>;
    R: Record<string, number[][]>;
  };
  export default data;
}
