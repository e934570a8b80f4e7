// The places the reference fixtures are computed for: every inhabited continent, both hemispheres,
// latitudes from Ushuaia (-54.8) to Rovaniemi (+66.5), plus the equator and the Indian cities the
// panchang is mostly used for. Coordinates are city centres to 4 decimals; elevation is always 0
// (sea level), as the rise/set convention requires.

export interface ReferencePlace {
  id: string;
  name: string;
  countryCode: string;
  continent: 'Asia' | 'Europe' | 'Africa' | 'North America' | 'South America' | 'Oceania';
  latDeg: number;
  lonDeg: number;
  timezone: string;
}

type Row = [
  id: string,
  name: string,
  cc: string,
  continent: ReferencePlace['continent'],
  lat: number,
  lon: number,
  tz: string,
];

const ROWS: Row[] = [
  ['new-delhi', 'New Delhi', 'IN', 'Asia', 28.6139, 77.209, 'Asia/Kolkata'],
  ['mumbai', 'Mumbai', 'IN', 'Asia', 19.076, 72.8777, 'Asia/Kolkata'],
  ['chennai', 'Chennai', 'IN', 'Asia', 13.0827, 80.2707, 'Asia/Kolkata'],
  ['kolkata', 'Kolkata', 'IN', 'Asia', 22.5726, 88.3639, 'Asia/Kolkata'],
  ['varanasi', 'Varanasi', 'IN', 'Asia', 25.3176, 82.9739, 'Asia/Kolkata'],
  ['bengaluru', 'Bengaluru', 'IN', 'Asia', 12.9716, 77.5946, 'Asia/Kolkata'],
  ['ahmedabad', 'Ahmedabad', 'IN', 'Asia', 23.0225, 72.5714, 'Asia/Kolkata'],
  ['srinagar', 'Srinagar', 'IN', 'Asia', 34.0837, 74.7973, 'Asia/Kolkata'],
  ['guwahati', 'Guwahati', 'IN', 'Asia', 26.1445, 91.7362, 'Asia/Kolkata'],
  ['thiruvananthapuram', 'Thiruvananthapuram', 'IN', 'Asia', 8.5241, 76.9366, 'Asia/Kolkata'],
  ['kathmandu', 'Kathmandu', 'NP', 'Asia', 27.7172, 85.324, 'Asia/Kathmandu'],
  ['colombo', 'Colombo', 'LK', 'Asia', 6.9271, 79.8612, 'Asia/Colombo'],
  ['dhaka', 'Dhaka', 'BD', 'Asia', 23.8103, 90.4125, 'Asia/Dhaka'],
  ['karachi', 'Karachi', 'PK', 'Asia', 24.8607, 67.0011, 'Asia/Karachi'],
  ['dubai', 'Dubai', 'AE', 'Asia', 25.2048, 55.2708, 'Asia/Dubai'],
  ['tehran', 'Tehran', 'IR', 'Asia', 35.6892, 51.389, 'Asia/Tehran'],
  ['singapore', 'Singapore', 'SG', 'Asia', 1.3521, 103.8198, 'Asia/Singapore'],
  ['kuala-lumpur', 'Kuala Lumpur', 'MY', 'Asia', 3.139, 101.6869, 'Asia/Kuala_Lumpur'],
  ['pontianak', 'Pontianak', 'ID', 'Asia', -0.0263, 109.3425, 'Asia/Pontianak'],
  ['jakarta', 'Jakarta', 'ID', 'Asia', -6.2088, 106.8456, 'Asia/Jakarta'],
  ['bangkok', 'Bangkok', 'TH', 'Asia', 13.7563, 100.5018, 'Asia/Bangkok'],
  ['shanghai', 'Shanghai', 'CN', 'Asia', 31.2304, 121.4737, 'Asia/Shanghai'],
  ['tokyo', 'Tokyo', 'JP', 'Asia', 35.6762, 139.6503, 'Asia/Tokyo'],
  ['ulaanbaatar', 'Ulaanbaatar', 'MN', 'Asia', 47.8864, 106.9057, 'Asia/Ulaanbaatar'],
  ['london', 'London', 'GB', 'Europe', 51.5074, -0.1278, 'Europe/London'],
  ['paris', 'Paris', 'FR', 'Europe', 48.8566, 2.3522, 'Europe/Paris'],
  ['berlin', 'Berlin', 'DE', 'Europe', 52.52, 13.405, 'Europe/Berlin'],
  ['madrid', 'Madrid', 'ES', 'Europe', 40.4168, -3.7038, 'Europe/Madrid'],
  ['athens', 'Athens', 'GR', 'Europe', 37.9838, 23.7275, 'Europe/Athens'],
  ['istanbul', 'Istanbul', 'TR', 'Europe', 41.0082, 28.9784, 'Europe/Istanbul'],
  ['moscow', 'Moscow', 'RU', 'Europe', 55.7558, 37.6173, 'Europe/Moscow'],
  ['stockholm', 'Stockholm', 'SE', 'Europe', 59.3293, 18.0686, 'Europe/Stockholm'],
  ['oslo', 'Oslo', 'NO', 'Europe', 59.9139, 10.7522, 'Europe/Oslo'],
  ['helsinki', 'Helsinki', 'FI', 'Europe', 60.1699, 24.9384, 'Europe/Helsinki'],
  ['reykjavik', 'Reykjavik', 'IS', 'Europe', 64.1466, -21.9426, 'Atlantic/Reykjavik'],
  ['rovaniemi', 'Rovaniemi', 'FI', 'Europe', 66.5039, 25.7294, 'Europe/Helsinki'],
  ['cairo', 'Cairo', 'EG', 'Africa', 30.0444, 31.2357, 'Africa/Cairo'],
  ['casablanca', 'Casablanca', 'MA', 'Africa', 33.5731, -7.5898, 'Africa/Casablanca'],
  ['lagos', 'Lagos', 'NG', 'Africa', 6.5244, 3.3792, 'Africa/Lagos'],
  ['accra', 'Accra', 'GH', 'Africa', 5.6037, -0.187, 'Africa/Accra'],
  ['addis-ababa', 'Addis Ababa', 'ET', 'Africa', 9.03, 38.74, 'Africa/Addis_Ababa'],
  ['kampala', 'Kampala', 'UG', 'Africa', 0.3476, 32.5825, 'Africa/Kampala'],
  ['nairobi', 'Nairobi', 'KE', 'Africa', -1.2921, 36.8219, 'Africa/Nairobi'],
  ['johannesburg', 'Johannesburg', 'ZA', 'Africa', -26.2041, 28.0473, 'Africa/Johannesburg'],
  ['durban', 'Durban', 'ZA', 'Africa', -29.8587, 31.0218, 'Africa/Johannesburg'],
  ['cape-town', 'Cape Town', 'ZA', 'Africa', -33.9249, 18.4241, 'Africa/Johannesburg'],
  ['port-louis', 'Port Louis', 'MU', 'Africa', -20.1609, 57.5012, 'Indian/Mauritius'],
  ['new-york', 'New York', 'US', 'North America', 40.7128, -74.006, 'America/New_York'],
  ['toronto', 'Toronto', 'CA', 'North America', 43.6532, -79.3832, 'America/Toronto'],
  ['chicago', 'Chicago', 'US', 'North America', 41.8781, -87.6298, 'America/Chicago'],
  ['los-angeles', 'Los Angeles', 'US', 'North America', 34.0522, -118.2437, 'America/Los_Angeles'],
  ['vancouver', 'Vancouver', 'CA', 'North America', 49.2827, -123.1207, 'America/Vancouver'],
  ['mexico-city', 'Mexico City', 'MX', 'North America', 19.4326, -99.1332, 'America/Mexico_City'],
  ['anchorage', 'Anchorage', 'US', 'North America', 61.2181, -149.9003, 'America/Anchorage'],
  ['honolulu', 'Honolulu', 'US', 'North America', 21.3069, -157.8583, 'Pacific/Honolulu'],
  ['port-of-spain', 'Port of Spain', 'TT', 'North America', 10.6549, -61.5019, 'America/Port_of_Spain'],
  ['bogota', 'Bogota', 'CO', 'South America', 4.711, -74.0721, 'America/Bogota'],
  ['quito', 'Quito', 'EC', 'South America', -0.1807, -78.4678, 'America/Guayaquil'],
  ['georgetown', 'Georgetown', 'GY', 'South America', 6.8013, -58.1551, 'America/Guyana'],
  ['paramaribo', 'Paramaribo', 'SR', 'South America', 5.852, -55.2038, 'America/Paramaribo'],
  ['lima', 'Lima', 'PE', 'South America', -12.0464, -77.0428, 'America/Lima'],
  ['sao-paulo', 'Sao Paulo', 'BR', 'South America', -23.5505, -46.6333, 'America/Sao_Paulo'],
  ['santiago', 'Santiago', 'CL', 'South America', -33.4489, -70.6693, 'America/Santiago'],
  ['buenos-aires', 'Buenos Aires', 'AR', 'South America', -34.6037, -58.3816, 'America/Argentina/Buenos_Aires'],
  ['ushuaia', 'Ushuaia', 'AR', 'South America', -54.8019, -68.303, 'America/Argentina/Ushuaia'],
  ['perth', 'Perth', 'AU', 'Oceania', -31.9505, 115.8605, 'Australia/Perth'],
  ['adelaide', 'Adelaide', 'AU', 'Oceania', -34.9285, 138.6007, 'Australia/Adelaide'],
  ['sydney', 'Sydney', 'AU', 'Oceania', -33.8688, 151.2093, 'Australia/Sydney'],
  ['hobart', 'Hobart', 'AU', 'Oceania', -42.8821, 147.3272, 'Australia/Hobart'],
  ['auckland', 'Auckland', 'NZ', 'Oceania', -36.8485, 174.7633, 'Pacific/Auckland'],
  ['suva', 'Suva', 'FJ', 'Oceania', -18.1248, 178.4501, 'Pacific/Fiji'],
];

export const REFERENCE_PLACES: readonly ReferencePlace[] = ROWS.map(
  ([id, name, countryCode, continent, latDeg, lonDeg, timezone]) => ({
    id,
    name,
    countryCode,
    continent,
    latDeg,
    lonDeg,
    timezone,
  }),
);
