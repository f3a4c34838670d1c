// Big Five check pairs (issue 28, item 2): psychometric antonyms, one pair in each facet whose items are keyed both ways,
// chosen by reading them as pairs whose plain meanings are opposite. A genuine responder agrees with at most one side.
// No pair in the nine facets keyed one way only (balance.ts), and none where the two sides are not clearly opposite
// (O3, O5, O6, A1's other items, C5's 'Waste my time').
export const bigFiveAntonyms: readonly (readonly [plus: string, minus: string])[] = [
  ['48ad12ce-470e-4339-90ac-ea8c43a0103e', 'd32bd062-4eb2-401b-99b2-e7afea39ca9b'], // Get angry easily / Am not easily annoyed
  ['f0a14e16-d726-47e9-a2c1-647fd3d7d52e', 'f40e421f-6c24-4be2-bd9f-28d33358d8c6'], // Dislike myself / Feel comfortable with myself
  ['b2d9ef74-73f5-4ea8-b00c-7aaca15937df', '7317848c-3e1b-422f-bb16-02efc504f677'], // Find it difficult to approach others / Am not bothered by difficult social situations
  ['481efd08-c810-43b1-a952-f8ac9052f96b', '49a85680-53aa-4208-86b5-dccc7a6f8e37'], // Go on binges / Am able to control my cravings
  ['2f519935-92e8-48ad-9746-4a0f8b38466a', '88a3c2fe-3aa4-4f46-9322-da656332268a'], // Panic easily / Remain calm under pressure
  ['d50a597f-632b-4f7b-89e6-6d85b50fd1c9', '41702602-08e4-4e2b-9a19-291d9efc581a'], // Make friends easily / Keep others at a distance
  ['458f3957-2359-4077-ade1-34525d633063', '9a47184f-6046-4e68-a61b-3d9b357b86ea'], // Love large parties / Avoid crowds
  ['0b38e3d3-c15c-454c-b034-f4eb7ae1580a', '8791f37b-686f-47c3-9db7-74c009951321'], // Try to lead others / Wait for others to lead the way
  ['d07b6c67-0d02-4948-a997-bb84ac234cd8', '7d93e1ca-46e8-4a30-9623-42a80c9b420c'], // Am always on the go / Like to take it easy
  ['58d571e5-d725-4cf8-a438-32c16ee28eb6', '87c5b27e-59a8-4c48-8ba8-f5413d735693'], // Believe in the importance of art / Do not enjoy going to art museums
  ['cae55842-8957-4e3b-83b3-ceff98fb9dcf', '0d2e65ab-95d9-482f-beb4-3239a3a4944a'], // Prefer variety to routine / Dislike changes
  ['ce2fbbf8-7a97-4199-bda5-117e4ecdf3b6', '432dbde8-8756-4ff0-80d5-f47018235139'], // Trust others / Distrust people
  ['ada867af-4db1-4e3d-a604-2b695c1806e5', 'cd54bd76-ca9c-4030-b325-bb8d896bcb3f'], // Am concerned about others / Am indifferent to the feelings of others
  ['c2038c12-7a37-47a8-9983-831bd6692aab', '77f54ab4-0fba-4efb-8700-066c7490eb87'], // Feel sympathy for those worse off / Am not interested in other people's problems
  ['cda1ca17-b599-4561-a6cd-ff9d36062d27', 'f4891687-0ff0-47af-a4f6-d1202c8f6676'], // Like to tidy up / Leave a mess in my room
  ['73d84e5d-cbf5-47f0-b8cb-4d2159a52e32', '54423933-0ebb-44a7-bdd9-2a9b100c70f2'], // Keep my promises / Break my promises
  ['b7fc949b-02b6-4cb9-a3e2-dbb3d824b55f', '3890bb43-2695-4b8d-b289-ee10d11cc884'], // Work hard / Put little time and effort into my work
  ['9d3cb5c7-955c-43a4-b6c7-b07ed01dcbd9', '51403620-968c-42fa-a772-65ba5ad8396f'], // Carry out my plans / Have difficulty starting tasks
];
