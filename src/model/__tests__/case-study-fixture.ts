/** A case study as an editor writes it (valid under the model), shared by the model, view and preview tests. */
export const caseStudyFixture = {
  customer: 'Halvexa Display, phone cover-glass line',
  challenge: 'Grinding was the bottleneck.',
  approach: 'A Bessel cutting head replaced the wheel.',
  results: [
    { value: '< 5', unit: 'μm', label: 'Chipping' },
    { value: '+35', unit: '%', label: 'Throughput' },
  ],
};
