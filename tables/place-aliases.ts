// Other names people type for places in the city directory. Keys are matched after folding (case,
// diacritics and punctuation ignored); targets are spelled as the GeoNames data spells them, which
// for several renamed Indian cities is still the older name (Gurgaon, Allahabad, Mysore, Belgaum).

export interface PlaceAliasTarget {
  /** The directory's `name` or `ascii_name`. */
  readonly name: string;
  /** ISO 3166-1 alpha-2 of the intended city, in case another country has one of that name. */
  readonly country: string;
}

const inIndia = (name: string): PlaceAliasTarget => ({ name, country: 'IN' });

export const PLACE_ALIASES: Readonly<Record<string, PlaceAliasTarget>> = {
  // Colonial-era and older English spellings.
  'Bombay': inIndia('Mumbai'),
  'Calcutta': inIndia('Kolkata'),
  'Madras': inIndia('Chennai'),
  'Benares': inIndia('Varanasi'),
  'Banaras': inIndia('Varanasi'),
  'Kashi': inIndia('Varanasi'),
  'Bangalore': inIndia('Bengaluru'),
  'Poona': inIndia('Pune'),
  'Baroda': inIndia('Vadodara'),
  'Trivandrum': inIndia('Thiruvananthapuram'),
  'Cawnpore': inIndia('Kanpur'),
  'Simla': inIndia('Shimla'),
  'Gauhati': inIndia('Guwahati'),
  'Jubbulpore': inIndia('Jabalpur'),
  'Jullundur': inIndia('Jalandhar'),
  'Trichur': inIndia('Thrissur'),
  'Alleppey': inIndia('Alappuzha'),
  'Quilon': inIndia('Kollam'),
  'Calicut': inIndia('Kozhikode'),
  'Conjeevaram': inIndia('Kanchipuram'),
  'Ootacamund': inIndia('Ooty'),
  'Udhagamandalam': inIndia('Ooty'),
  'Panjim': inIndia('Panaji'),
  'Margao': inIndia('Madgaon'),
  'Nasik': inIndia('Nashik'),
  'Hardwar': inIndia('Haridwar'),
  'Hrishikesh': inIndia('Rishikesh'),
  'Vrindaban': inIndia('Vrindavan'),
  'Brindavan': inIndia('Vrindavan'),
  'Dilli': inIndia('Delhi'),
  // Official renamings the dataset does not carry yet, or carries under the other spelling.
  'Prayagraj': inIndia('Allahabad'),
  'Prayag': inIndia('Allahabad'),
  'Gurugram': inIndia('Gurgaon'),
  'Kochi': inIndia('Cochin'),
  'Ernakulam': inIndia('Cochin'),
  'Mysuru': inIndia('Mysore'),
  'Belagavi': inIndia('Belgaum'),
  'Hubballi': inIndia('Hubli'),
  'Kalaburagi': inIndia('Gulbarga'),
  'Mangaluru': inIndia('Mangalore'),
  'Shivamogga': inIndia('Shimoga'),
  'Ballari': inIndia('Bellary'),
  'Tumakuru': inIndia('Tumkur'),
  'Pondicherry': inIndia('Puducherry'),
  'Pondy': inIndia('Puducherry'),
  'Bhubaneswar': inIndia('Bhubaneshwar'),
  'Thanjavur': inIndia('Tanjore'),
  'Kanyakumari': inIndia('Kanniyakumari'),
  'Darjeeling': inIndia('Darjiling'),
  'Howrah': inIndia('Haora'),
  'Rourkela': inIndia('Raurkela'),
  'Berhampur': inIndia('Brahmapur'),
  'Ayodhya': inIndia('Ajodhya'),
  'Faizabad': inIndia('Fyzabad'),
  // Everyday short forms and the towns a pilgrimage site is filed under.
  'Vizag': inIndia('Visakhapatnam'),
  'Trichy': inIndia('Tiruchirappalli'),
  'Tiruchi': inIndia('Tiruchirappalli'),
  'Kurukshetra': inIndia('Thanesar'),
  'Somnath': inIndia('Veraval'),
  'NYC': { name: 'New York City', country: 'US' },
  // Outside India. (Not Canton for Guangzhou: Canton, Ohio is in the directory under that name.)
  'Kantipur': { name: 'Kathmandu', country: 'NP' },
  'Dacca': { name: 'Dhaka', country: 'BD' },
  'Chattogram': { name: 'Chittagong', country: 'BD' },
  'Rangoon': { name: 'Yangon', country: 'MM' },
  'Saigon': { name: 'Ho Chi Minh City', country: 'VN' },
  'Peking': { name: 'Beijing', country: 'CN' },
};

/** Other names for countries in "City, Country" text, to ISO 3166-1 alpha-2. */
export const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  'USA': 'US', 'America': 'US', 'United States of America': 'US',
  'UK': 'GB', 'Britain': 'GB', 'Great Britain': 'GB', 'England': 'GB', 'Scotland': 'GB', 'Wales': 'GB',
  'Northern Ireland': 'GB',
  'UAE': 'AE', 'Emirates': 'AE', 'KSA': 'SA',
  'Bharat': 'IN', 'Hindustan': 'IN',
  'Ceylon': 'LK', 'Burma': 'MM', 'Holland': 'NL', 'The Netherlands': 'NL', 'Korea': 'KR',
  'Russian Federation': 'RU', 'Trinidad': 'TT', 'Tobago': 'TT',
};

/**
 * Abbreviations and former names of states in "City, State" text, to GeoNames admin1 names. An
 * abbreviation used in two countries (TN, WA), or that is also a country code (IN: Indiana or
 * India), narrows to any of them.
 */
export const ADMIN1_ALIASES: Readonly<Record<string, string | readonly string[]>> = {
  // India: the abbreviations on number plates and in addresses, and renamed states.
  'UP': 'Uttar Pradesh', 'MP': 'Madhya Pradesh', 'HP': 'Himachal Pradesh', 'AP': 'Andhra Pradesh',
  'TN': ['Tamil Nadu', 'Tennessee'], 'WB': 'West Bengal', 'JK': 'Jammu and Kashmir', 'J&K': 'Jammu and Kashmir',
  'MH': 'Maharashtra', 'KA': 'Karnataka', 'KL': 'Kerala', 'GJ': 'Gujarat', 'RJ': 'Rajasthan',
  'PB': 'Punjab', 'HR': 'Haryana', 'TS': 'Telangana', 'TG': 'Telangana', 'OD': 'Odisha',
  'Orissa': 'Odisha', 'Uttaranchal': 'Uttarakhand', 'Pondicherry': 'Puducherry', 'Bengal': 'West Bengal',
  'NCT of Delhi': 'Delhi',
  // United States postal codes.
  'AL': 'Alabama', 'AK': 'Alaska', 'AZ': 'Arizona', 'AR': 'Arkansas', 'CA': 'California', 'CO': 'Colorado',
  'CT': 'Connecticut', 'DE': 'Delaware', 'DC': 'District of Columbia', 'FL': 'Florida', 'GA': 'Georgia',
  'HI': 'Hawaii', 'ID': 'Idaho', 'IL': 'Illinois', 'IN': 'Indiana', 'IA': 'Iowa', 'KS': 'Kansas',
  'KY': 'Kentucky', 'LA': 'Louisiana', 'ME': 'Maine', 'MD': 'Maryland', 'MA': 'Massachusetts',
  'MI': 'Michigan', 'MN': 'Minnesota', 'MS': 'Mississippi', 'MO': 'Missouri', 'MT': 'Montana',
  'NE': 'Nebraska', 'NV': 'Nevada', 'NH': 'New Hampshire', 'NJ': 'New Jersey', 'NM': 'New Mexico',
  'NY': 'New York', 'NC': 'North Carolina', 'ND': 'North Dakota', 'OH': 'Ohio', 'OK': 'Oklahoma',
  'OR': 'Oregon', 'PA': 'Pennsylvania', 'RI': 'Rhode Island', 'SC': 'South Carolina', 'SD': 'South Dakota',
  'TX': 'Texas', 'UT': 'Utah', 'VT': 'Vermont', 'VA': 'Virginia', 'WA': ['Washington', 'Western Australia'],
  'WV': 'West Virginia', 'WI': 'Wisconsin', 'WY': 'Wyoming',
  // Canada and Australia.
  'ON': 'Ontario', 'BC': 'British Columbia', 'QC': 'Quebec', 'AB': 'Alberta', 'MB': 'Manitoba',
  'SK': 'Saskatchewan', 'NS': 'Nova Scotia', 'NB': 'New Brunswick',
  'NSW': 'New South Wales', 'VIC': 'Victoria', 'QLD': 'Queensland',
  'ACT': 'Australian Capital Territory',
};
