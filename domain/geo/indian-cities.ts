import { placeKey, type Place } from './place.ts';

/**
 * Major Indian cities: [official name, lat, lon, other names]. City-centre coordinates from public
 * sources, rounded to 4 decimals. Old and alternative names (Bombay, Bangalore, Gurgaon, ...) resolve
 * to the same city.
 */
const CITIES: ReadonlyArray<readonly [string, number, number, readonly string[]]> = [
  ['Mumbai', 19.076, 72.8777, ['Bombay']],
  ['Delhi', 28.6139, 77.209, ['New Delhi', 'NCT of Delhi', 'Dilli']],
  ['Bengaluru', 12.9716, 77.5946, ['Bangalore']],
  ['Hyderabad', 17.385, 78.4867, ['Secunderabad']],
  ['Ahmedabad', 23.0225, 72.5714, ['Amdavad']],
  ['Chennai', 13.0827, 80.2707, ['Madras']],
  ['Kolkata', 22.5726, 88.3639, ['Calcutta']],
  ['Pune', 18.5204, 73.8567, ['Poona']],
  ['Surat', 21.1702, 72.8311, []],
  ['Jaipur', 26.9124, 75.7873, []],
  ['Lucknow', 26.8467, 80.9462, []],
  ['Kanpur', 26.4499, 80.3319, ['Cawnpore']],
  ['Nagpur', 21.1458, 79.0882, []],
  ['Indore', 22.7196, 75.8577, []],
  ['Thane', 19.2183, 72.9781, []],
  ['Navi Mumbai', 19.033, 73.0297, ['New Bombay']],
  ['Bhopal', 23.2599, 77.4126, []],
  ['Visakhapatnam', 17.6868, 83.2185, ['Vizag', 'Vishakhapatnam']],
  ['Patna', 25.5941, 85.1376, []],
  ['Vadodara', 22.3072, 73.1812, ['Baroda']],
  ['Ludhiana', 30.901, 75.8573, []],
  ['Agra', 27.1767, 78.0081, []],
  ['Nashik', 19.9975, 73.7898, ['Nasik']],
  ['Rajkot', 22.3039, 70.8022, []],
  ['Varanasi', 25.3176, 82.9739, ['Banaras', 'Benares', 'Kashi']],
  ['Srinagar', 34.0837, 74.7973, []],
  ['Amritsar', 31.634, 74.8723, []],
  ['Ranchi', 23.3441, 85.3096, []],
  ['Coimbatore', 11.0168, 76.9558, ['Kovai']],
  ['Madurai', 9.9252, 78.1198, []],
  ['Kochi', 9.9312, 76.2673, ['Cochin', 'Ernakulam']],
  ['Thiruvananthapuram', 8.5241, 76.9366, ['Trivandrum']],
  ['Kozhikode', 11.2588, 75.7804, ['Calicut']],
  ['Chandigarh', 30.7333, 76.7794, []],
  ['Guwahati', 26.1445, 91.7362, ['Gauhati']],
  ['Bhubaneswar', 20.2961, 85.8245, []],
  ['Dehradun', 30.3165, 78.0322, ['Dehra Dun']],
  ['Mysuru', 12.2958, 76.6394, ['Mysore']],
  ['Mangaluru', 12.9141, 74.856, ['Mangalore']],
  ['Noida', 28.5355, 77.391, []],
  ['Gurugram', 28.4595, 77.0266, ['Gurgaon']],
  ['Ghaziabad', 28.6692, 77.4538, []],
  ['Faridabad', 28.4089, 77.3178, []],
  ['Panaji', 15.4909, 73.8278, ['Goa', 'Panjim']],
  ['Raipur', 21.2514, 81.6296, []],
  ['Jodhpur', 26.2389, 73.0243, []],
  ['Udaipur', 24.5854, 73.7125, []],
  ['Vijayawada', 16.5062, 80.648, ['Bezawada']],
  ['Tiruchirappalli', 10.7905, 78.7047, ['Trichy', 'Tiruchi']],
  ['Jammu', 32.7266, 74.857, []],
  ['Shimla', 31.1048, 77.1734, ['Simla']],
  ['Puducherry', 11.9416, 79.8083, ['Pondicherry', 'Pondy']],
  ['Prayagraj', 25.4358, 81.8463, ['Allahabad']],
  ['Chhatrapati Sambhajinagar', 19.8762, 75.3433, ['Aurangabad']],
];

const BY_KEY: ReadonlyMap<string, Place> = new Map(
  CITIES.flatMap(([name, lat, lon, aliases]) => {
    const place: Place = { name, country: 'IN', lat, lon };
    return [name, ...aliases].map((alias) => [placeKey(alias), place] as const);
  }),
);

/** Indian city by name or alias, ignoring case and punctuation; undefined when unknown. */
export function findIndianCity(name: string): Place | undefined {
  return BY_KEY.get(placeKey(name));
}
