/**
 * The states (with DC and Puerto Rico): code, name and a centre to put the map on. The centres are the
 * usual state centroids used for maps; a test checks that each one lies in its own state.
 */
export interface UsState {
  code: string;
  name: string;
  lat: number;
  lng: number;
}

export const US_STATES: readonly UsState[] = [
  { code: 'AL', name: 'Alabama', lat: 32.318231, lng: -86.902298 },
  { code: 'AK', name: 'Alaska', lat: 63.588753, lng: -154.493062 },
  { code: 'AZ', name: 'Arizona', lat: 34.048928, lng: -111.093731 },
  { code: 'AR', name: 'Arkansas', lat: 35.20105, lng: -91.831833 },
  { code: 'CA', name: 'California', lat: 36.778261, lng: -119.417932 },
  { code: 'CO', name: 'Colorado', lat: 39.550051, lng: -105.782067 },
  { code: 'CT', name: 'Connecticut', lat: 41.603221, lng: -73.087749 },
  { code: 'DE', name: 'Delaware', lat: 38.910832, lng: -75.52767 },
  { code: 'DC', name: 'District of Columbia', lat: 38.905985, lng: -77.033418 },
  { code: 'FL', name: 'Florida', lat: 27.664827, lng: -81.515754 },
  { code: 'GA', name: 'Georgia', lat: 32.157435, lng: -82.907123 },
  { code: 'HI', name: 'Hawaii', lat: 19.898682, lng: -155.665857 },
  { code: 'ID', name: 'Idaho', lat: 44.068202, lng: -114.742041 },
  { code: 'IL', name: 'Illinois', lat: 40.633125, lng: -89.398528 },
  { code: 'IN', name: 'Indiana', lat: 40.551217, lng: -85.602364 },
  { code: 'IA', name: 'Iowa', lat: 41.878003, lng: -93.097702 },
  { code: 'KS', name: 'Kansas', lat: 39.011902, lng: -98.484246 },
  { code: 'KY', name: 'Kentucky', lat: 37.839333, lng: -84.270018 },
  { code: 'LA', name: 'Louisiana', lat: 31.244823, lng: -92.145024 },
  { code: 'ME', name: 'Maine', lat: 45.253783, lng: -69.445469 },
  { code: 'MD', name: 'Maryland', lat: 39.045755, lng: -76.641271 },
  { code: 'MA', name: 'Massachusetts', lat: 42.407211, lng: -71.382437 },
  { code: 'MI', name: 'Michigan', lat: 44.314844, lng: -85.602364 },
  { code: 'MN', name: 'Minnesota', lat: 46.729553, lng: -94.6859 },
  { code: 'MS', name: 'Mississippi', lat: 32.354668, lng: -89.398528 },
  { code: 'MO', name: 'Missouri', lat: 37.964253, lng: -91.831833 },
  { code: 'MT', name: 'Montana', lat: 46.879682, lng: -110.362566 },
  { code: 'NE', name: 'Nebraska', lat: 41.492537, lng: -99.901813 },
  { code: 'NV', name: 'Nevada', lat: 38.80261, lng: -116.419389 },
  { code: 'NH', name: 'New Hampshire', lat: 43.193852, lng: -71.572395 },
  { code: 'NJ', name: 'New Jersey', lat: 40.058324, lng: -74.405661 },
  { code: 'NM', name: 'New Mexico', lat: 34.97273, lng: -105.032363 },
  { code: 'NY', name: 'New York', lat: 43.299428, lng: -74.217933 },
  { code: 'NC', name: 'North Carolina', lat: 35.759573, lng: -79.0193 },
  { code: 'ND', name: 'North Dakota', lat: 47.551493, lng: -101.002012 },
  { code: 'OH', name: 'Ohio', lat: 40.417287, lng: -82.907123 },
  { code: 'OK', name: 'Oklahoma', lat: 35.007752, lng: -97.092877 },
  { code: 'OR', name: 'Oregon', lat: 43.804133, lng: -120.554201 },
  { code: 'PA', name: 'Pennsylvania', lat: 41.203322, lng: -77.194525 },
  { code: 'PR', name: 'Puerto Rico', lat: 18.220833, lng: -66.590149 },
  { code: 'RI', name: 'Rhode Island', lat: 41.580095, lng: -71.477429 },
  { code: 'SC', name: 'South Carolina', lat: 33.836081, lng: -81.163725 },
  { code: 'SD', name: 'South Dakota', lat: 43.969515, lng: -99.901813 },
  { code: 'TN', name: 'Tennessee', lat: 35.517491, lng: -86.580447 },
  { code: 'TX', name: 'Texas', lat: 31.968599, lng: -99.901813 },
  { code: 'UT', name: 'Utah', lat: 39.32098, lng: -111.093731 },
  { code: 'VT', name: 'Vermont', lat: 44.558803, lng: -72.577841 },
  { code: 'VA', name: 'Virginia', lat: 37.431573, lng: -78.656894 },
  { code: 'WA', name: 'Washington', lat: 47.751074, lng: -120.740139 },
  { code: 'WV', name: 'West Virginia', lat: 38.597626, lng: -80.454903 },
  { code: 'WI', name: 'Wisconsin', lat: 43.78444, lng: -88.787868 },
  { code: 'WY', name: 'Wyoming', lat: 43.075968, lng: -107.290284 },
];
