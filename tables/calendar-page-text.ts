// The month view's sentences (api/calendar-page): its status line, key help, footer and the script's messages, in
// every display language (issue #44). Whole sentences with `{placeholders}`, never assembled from words, written the
// way each language's web writes to its reader (the register of tables/calendar-page.ts's labels and of the prose
// books). One record per language, bundled as it is into /calendar.js: the prose books (tables/prose) would bring
// every book into the page's script, so this table is kept out of their catalogue, like PAGE_WORDS' own record.
// English keeps the sentences the page has always printed; the others avoid Latin letters except "API" and, in
// `feedNote`, the endpoint the reader types verbatim (drawn in <code>).
import { deepFreeze } from './freeze.ts';
import type { Lang } from './names/types.ts';

export interface PageText {
  /** The document title's first word: the name of the almanac. */
  readonly panchang: string;
  /** Under the key box. */
  readonly keyHelp: string;
  readonly keyStored: string;
  readonly keyNone: string;
  /** The status line without a key: `{city}`, `{from}`, `{to}` (ISO dates). */
  readonly shown: string;
  /** The asked month is outside the free window: `{asked}`, `{shown}` (months), `{from}`, `{to}` (ISO dates). */
  readonly outsideMonth: string;
  /** The asked city is not in the directory: `{asked}` as typed. */
  readonly unknownCity: string;
  /** The footer: the feed link's text, its note (`{endpoint}`), the reference link's text, the time note. */
  readonly feed: string;
  readonly feedNote: string;
  readonly docs: string;
  readonly localTime: string;
  /** The script's status line with a key: loading, `{city}` `{count}` (`{plan}` in English), refusals (`{message}`). */
  readonly loading: string;
  readonly keyedShown: string;
  readonly refused: string;
  readonly muhuratOff: string;
}

export const PAGE_TEXT: Readonly<Record<Lang, PageText>> = deepFreeze({
  en: {
    panchang: 'Panchang',
    keyHelp: 'The key stays in this browser (localStorage) and goes only in the X-Api-Key header, never in a URL.',
    keyStored: 'A key is stored in this browser.',
    keyNone: 'No key stored: showing the demo.',
    shown:
      'Shown: {city}, {from} to {to} (the free window). Paste an API key to see any city and month your plan allows.',
    outsideMonth: '{asked} is outside the free window without a key ({from} to {to}); this is {shown}.',
    unknownCity: 'No city is called "{asked}".',
    feed: 'ICS feed',
    feedNote: '(a calendar subscription; needs a feed token from {endpoint}, amethyst and up)',
    docs: 'API reference',
    localTime: "times are the city's local time",
    loading: 'Loading…',
    keyedShown: '{city}, {count} days (plan {plan}).',
    refused: 'The API refused this month: {message}',
    muhuratOff: 'Muhurat marks unavailable: {message}',
  },
  hi: {
    panchang: 'पंचांग',
    keyHelp: 'कुंजी इसी ब्राउज़र में रहती है और केवल अनुरोध के हेडर में भेजी जाती है, कभी वेब पते में नहीं।',
    keyStored: 'इस ब्राउज़र में एक कुंजी सहेजी गई है।',
    keyNone: 'कोई कुंजी सहेजी नहीं गई है, इसलिए नमूना दिखाया जा रहा है।',
    shown:
      '{city}, {from} से {to} तक: ये दिन बिना कुंजी के खुले हैं। अपने प्लान में शामिल कोई भी शहर और महीना देखने के लिए अपनी कुंजी डालें।',
    outsideMonth: 'बिना कुंजी के {asked} नहीं दिखाया जा सकता (निःशुल्क अवधि {from} से {to} तक है); यह {shown} है।',
    unknownCity: '“{asked}” नाम का कोई शहर नहीं मिला।',
    feed: 'कैलेंडर सदस्यता',
    feedNote: '(इसके लिए {endpoint} से मिलने वाला टोकन चाहिए; केवल सशुल्क प्लान में)',
    docs: 'API संदर्भ (अंग्रेज़ी में)',
    localTime: 'सभी समय उस शहर के स्थानीय समय में हैं',
    loading: 'लोड हो रहा है…',
    keyedShown: '{city}: {count} दिन।',
    refused: 'यह महीना नहीं मिल सका: {message}',
    muhuratOff: 'मुहूर्त के चिह्न उपलब्ध नहीं हैं: {message}',
  },
  ta: {
    panchang: 'பஞ்சாங்கம்',
    keyHelp: 'சாவி இந்த உலாவியிலேயே இருக்கும்; கோரிக்கையின் தலைப்பில் மட்டுமே அனுப்பப்படும், இணைய முகவரியில் ஒருபோதும் சேராது.',
    keyStored: 'இந்த உலாவியில் ஒரு சாவி சேமிக்கப்பட்டுள்ளது.',
    keyNone: 'சாவி எதுவும் சேமிக்கப்படவில்லை, எனவே மாதிரி காட்டப்படுகிறது.',
    shown:
      '{city}, {from} முதல் {to} வரை: சாவி இல்லாமலே பார்க்கக்கூடிய நாட்கள் இவை. உங்கள் திட்டம் அனுமதிக்கும் எந்த நகரத்தையும் மாதத்தையும் பார்க்க உங்கள் சாவியை ஒட்டுங்கள்.',
    outsideMonth: 'சாவி இல்லாமல் {asked} மாதத்தைக் காட்ட முடியாது (இலவசக் காலம் {from} முதல் {to} வரை); இது {shown}.',
    unknownCity: '“{asked}” என்ற பெயரில் நகரம் எதுவும் கிடைக்கவில்லை.',
    feed: 'நாள்காட்டிச் சந்தா',
    feedNote: '({endpoint} வழியாகப் பெறும் டோக்கன் தேவை; கட்டணத் திட்டங்களில் மட்டும்)',
    docs: 'API கையேடு (ஆங்கிலத்தில்)',
    localTime: 'நேரங்கள் அனைத்தும் அந்த நகரத்தின் உள்ளூர் நேரப்படி',
    loading: 'ஏற்றப்படுகிறது…',
    keyedShown: '{city}: {count} நாட்கள்.',
    refused: 'இந்த மாதத்தைப் பெற முடியவில்லை: {message}',
    muhuratOff: 'முகூர்த்தக் குறிகள் கிடைக்கவில்லை: {message}',
  },
  te: {
    panchang: 'పంచాంగం',
    keyHelp: 'కీ ఈ బ్రౌజర్‌లోనే ఉంటుంది; అభ్యర్థన హెడర్‌లో మాత్రమే వెళ్తుంది, వెబ్ చిరునామాలో ఎప్పుడూ చేరదు.',
    keyStored: 'ఈ బ్రౌజర్‌లో ఒక కీ భద్రపరచబడింది.',
    keyNone: 'ఏ కీ భద్రపరచలేదు, కాబట్టి నమూనా చూపిస్తున్నాం.',
    shown:
      '{city}, {from} నుండి {to} వరకు: ఇవి కీ లేకుండానే చూడగల రోజులు. మీ ప్లాన్ అనుమతించే ఏ నగరాన్నైనా, ఏ నెలనైనా చూడటానికి మీ కీని అతికించండి.',
    outsideMonth: 'కీ లేకుండా {asked} చూపించలేము (ఉచిత వ్యవధి {from} నుండి {to} వరకు); ఇది {shown}.',
    unknownCity: '“{asked}” అనే పేరుతో ఏ నగరమూ దొరకలేదు.',
    feed: 'క్యాలెండర్ చందా',
    feedNote: '({endpoint} ద్వారా పొందే టోకెన్ అవసరం; చెల్లింపు ప్లాన్‌లలో మాత్రమే)',
    docs: 'API మార్గదర్శి (ఆంగ్లంలో)',
    localTime: 'సమయాలన్నీ ఆ నగర స్థానిక కాలమానం ప్రకారం',
    loading: 'లోడ్ అవుతోంది…',
    keyedShown: '{city}: {count} రోజులు.',
    refused: 'ఈ నెల వివరాలు అందలేదు: {message}',
    muhuratOff: 'ముహూర్త గుర్తులు అందుబాటులో లేవు: {message}',
  },
  kn: {
    panchang: 'ಪಂಚಾಂಗ',
    keyHelp: 'ಕೀ ಈ ಬ್ರೌಸರ್‌ನಲ್ಲೇ ಉಳಿಯುತ್ತದೆ; ವಿನಂತಿಯ ಹೆಡರ್‌ನಲ್ಲಿ ಮಾತ್ರ ಹೋಗುತ್ತದೆ, ವೆಬ್ ವಿಳಾಸದಲ್ಲಿ ಎಂದಿಗೂ ಸೇರುವುದಿಲ್ಲ.',
    keyStored: 'ಈ ಬ್ರೌಸರ್‌ನಲ್ಲಿ ಒಂದು ಕೀ ಉಳಿಸಲಾಗಿದೆ.',
    keyNone: 'ಯಾವ ಕೀಯನ್ನೂ ಉಳಿಸಿಲ್ಲ, ಆದ್ದರಿಂದ ಮಾದರಿಯನ್ನು ತೋರಿಸಲಾಗುತ್ತಿದೆ.',
    shown:
      '{city}, {from} ರಿಂದ {to} ರವರೆಗೆ: ಇವು ಕೀ ಇಲ್ಲದೆಯೇ ನೋಡಬಹುದಾದ ದಿನಗಳು. ನಿಮ್ಮ ಯೋಜನೆ ಅನುಮತಿಸುವ ಯಾವುದೇ ನಗರ ಮತ್ತು ತಿಂಗಳನ್ನು ನೋಡಲು ನಿಮ್ಮ ಕೀಯನ್ನು ಅಂಟಿಸಿ.',
    outsideMonth: 'ಕೀ ಇಲ್ಲದೆ {asked} ತೋರಿಸಲಾಗದು (ಉಚಿತ ಅವಧಿ {from} ರಿಂದ {to} ರವರೆಗೆ); ಇದು {shown}.',
    unknownCity: '“{asked}” ಎಂಬ ಹೆಸರಿನ ನಗರ ಸಿಗಲಿಲ್ಲ.',
    feed: 'ಕ್ಯಾಲೆಂಡರ್ ಚಂದಾ',
    feedNote: '({endpoint} ಮೂಲಕ ಪಡೆಯುವ ಟೋಕನ್ ಬೇಕು; ಪಾವತಿ ಯೋಜನೆಗಳಲ್ಲಿ ಮಾತ್ರ)',
    docs: 'API ಕೈಪಿಡಿ (ಇಂಗ್ಲಿಷ್‌ನಲ್ಲಿ)',
    localTime: 'ಎಲ್ಲ ಸಮಯಗಳೂ ಆ ನಗರದ ಸ್ಥಳೀಯ ಕಾಲಮಾನದಲ್ಲಿವೆ',
    loading: 'ಲೋಡ್ ಆಗುತ್ತಿದೆ…',
    keyedShown: '{city}: {count} ದಿನಗಳು.',
    refused: 'ಈ ತಿಂಗಳ ವಿವರ ದೊರೆಯಲಿಲ್ಲ: {message}',
    muhuratOff: 'ಮುಹೂರ್ತದ ಗುರುತುಗಳು ಲಭ್ಯವಿಲ್ಲ: {message}',
  },
  ml: {
    panchang: 'പഞ്ചാംഗം',
    keyHelp: 'കീ ഈ ബ്രൗസറിൽത്തന്നെ ഇരിക്കും; അഭ്യർഥനയുടെ ഹെഡറിൽ മാത്രമേ അയയ്ക്കൂ, വെബ് വിലാസത്തിൽ ഒരിക്കലും ചേർക്കില്ല.',
    keyStored: 'ഈ ബ്രൗസറിൽ ഒരു കീ സൂക്ഷിച്ചിട്ടുണ്ട്.',
    keyNone: 'കീ ഒന്നും സൂക്ഷിച്ചിട്ടില്ല, അതിനാൽ മാതൃക കാണിക്കുന്നു.',
    shown:
      '{city}, {from} മുതൽ {to} വരെ: കീ ഇല്ലാതെ കാണാവുന്ന ദിവസങ്ങളാണിവ. നിങ്ങളുടെ പ്ലാൻ അനുവദിക്കുന്ന ഏതു നഗരവും മാസവും കാണാൻ നിങ്ങളുടെ കീ ഒട്ടിക്കുക.',
    outsideMonth: 'കീ ഇല്ലാതെ {asked} കാണിക്കാനാവില്ല (സൗജന്യ കാലയളവ് {from} മുതൽ {to} വരെ); ഇത് {shown} ആണ്.',
    unknownCity: '“{asked}” എന്ന പേരിൽ ഒരു നഗരവും കണ്ടെത്തിയില്ല.',
    feed: 'കലണ്ടർ വരിസംഖ്യ',
    feedNote: '({endpoint} വഴി ലഭിക്കുന്ന ടോക്കൺ വേണം; പണമടച്ചുള്ള പ്ലാനുകളിൽ മാത്രം)',
    docs: 'API സഹായി (ഇംഗ്ലീഷിൽ)',
    localTime: 'സമയങ്ങളെല്ലാം ആ നഗരത്തിലെ പ്രാദേശിക സമയപ്രകാരം',
    loading: 'ലോഡ് ചെയ്യുന്നു…',
    keyedShown: '{city}: {count} ദിവസം.',
    refused: 'ഈ മാസത്തെ വിവരം ലഭിച്ചില്ല: {message}',
    muhuratOff: 'മുഹൂർത്ത അടയാളങ്ങൾ ലഭ്യമല്ല: {message}',
  },
  bn: {
    panchang: 'পঞ্জিকা',
    keyHelp: 'কী এই ব্রাউজারেই থাকে এবং শুধু অনুরোধের হেডারে পাঠানো হয়, কখনও ওয়েব ঠিকানায় নয়।',
    keyStored: 'এই ব্রাউজারে একটি কী রাখা আছে।',
    keyNone: 'কোনো কী রাখা নেই, তাই নমুনা দেখানো হচ্ছে।',
    shown: '{city}, {from} থেকে {to}: এই দিনগুলি কী ছাড়াই দেখা যায়। আপনার প্ল্যানে থাকা যেকোনো শহর ও মাস দেখতে আপনার কী বসান।',
    outsideMonth: 'কী ছাড়া {asked} দেখানো যায় না (বিনামূল্যের সময়সীমা {from} থেকে {to}); এটি {shown}।',
    unknownCity: '“{asked}” নামে কোনো শহর পাওয়া যায়নি।',
    feed: 'ক্যালেন্ডার সাবস্ক্রিপশন',
    feedNote: '({endpoint} থেকে পাওয়া টোকেন লাগবে; শুধু সশুল্ক প্ল্যানে)',
    docs: 'API নির্দেশিকা (ইংরেজিতে)',
    localTime: 'সব সময় সেই শহরের স্থানীয় সময় অনুযায়ী',
    loading: 'লোড হচ্ছে…',
    keyedShown: '{city}: {count} দিন।',
    refused: 'এই মাসটি পাওয়া গেল না: {message}',
    muhuratOff: 'মুহূর্তের চিহ্ন পাওয়া যাচ্ছে না: {message}',
  },
  mr: {
    panchang: 'पंचांग',
    keyHelp: 'की याच ब्राउझरमध्ये राहते आणि फक्त विनंतीच्या हेडरमधून पाठवली जाते, कधीही वेब पत्त्यात जात नाही.',
    keyStored: 'या ब्राउझरमध्ये एक की जतन केलेली आहे.',
    keyNone: 'कोणतीही की जतन केलेली नाही, म्हणून नमुना दाखवत आहोत.',
    shown:
      '{city}, {from} ते {to}: हे दिवस कीशिवायही पाहता येतात. तुमच्या प्लॅनमध्ये असलेले कोणतेही शहर आणि महिना पाहण्यासाठी तुमची की चिकटवा.',
    outsideMonth: 'कीशिवाय {asked} दाखवता येत नाही (मोफत कालावधी {from} ते {to}); हा {shown} आहे.',
    unknownCity: '“{asked}” नावाचे शहर सापडले नाही.',
    feed: 'दिनदर्शिका सदस्यता',
    feedNote: '({endpoint} कडून मिळणारे टोकन लागते; फक्त सशुल्क प्लॅनमध्ये)',
    docs: 'API संदर्भ (इंग्रजीत)',
    localTime: 'सर्व वेळा त्या शहराच्या स्थानिक वेळेनुसार आहेत',
    loading: 'लोड होत आहे…',
    keyedShown: '{city}: {count} दिवस.',
    refused: 'हा महिना मिळू शकला नाही: {message}',
    muhuratOff: 'मुहूर्ताच्या खुणा उपलब्ध नाहीत: {message}',
  },
  gu: {
    panchang: 'પંચાંગ',
    keyHelp: 'કી આ જ બ્રાઉઝરમાં રહે છે અને ફક્ત વિનંતીના હેડરમાં મોકલાય છે, ક્યારેય વેબ સરનામામાં નહીં.',
    keyStored: 'આ બ્રાઉઝરમાં એક કી સાચવેલી છે.',
    keyNone: 'કોઈ કી સાચવેલી નથી, એટલે નમૂનો બતાવીએ છીએ.',
    shown:
      '{city}, {from} થી {to}: આ દિવસો કી વગર પણ જોઈ શકાય છે. તમારા પ્લાનમાં આવતું કોઈ પણ શહેર અને મહિનો જોવા તમારી કી પેસ્ટ કરો.',
    outsideMonth: 'કી વગર {asked} બતાવી શકાતું નથી (મફત સમયગાળો {from} થી {to}); આ {shown} છે.',
    unknownCity: '“{asked}” નામનું કોઈ શહેર મળ્યું નહીં.',
    feed: 'કૅલેન્ડર સબ્સ્ક્રિપ્શન',
    feedNote: '({endpoint} પરથી મળતું ટોકન જોઈએ; ફક્ત પેઇડ પ્લાનમાં)',
    docs: 'API માર્ગદર્શિકા (અંગ્રેજીમાં)',
    localTime: 'બધા સમય તે શહેરના સ્થાનિક સમય મુજબ છે',
    loading: 'લોડ થઈ રહ્યું છે…',
    keyedShown: '{city}: {count} દિવસ.',
    refused: 'આ મહિનો મળી શક્યો નહીં: {message}',
    muhuratOff: 'મુહૂર્તનાં ચિહ્નો ઉપલબ્ધ નથી: {message}',
  },
  or: {
    panchang: 'ପଞ୍ଜିକା',
    keyHelp: 'କି ଏହି ବ୍ରାଉଜରରେ ହିଁ ରହେ ଏବଂ କେବଳ ଅନୁରୋଧର ହେଡରରେ ପଠାଯାଏ, କେବେ ବି ୱେବ୍ ଠିକଣାରେ ନୁହେଁ।',
    keyStored: 'ଏହି ବ୍ରାଉଜରରେ ଗୋଟିଏ କି ସାଇତା ହୋଇଛି।',
    keyNone: 'କୌଣସି କି ସାଇତା ହୋଇନାହିଁ, ତେଣୁ ନମୁନା ଦେଖାଯାଉଛି।',
    shown: '{city}, {from} ରୁ {to} ପର୍ଯ୍ୟନ୍ତ: ଏହି ଦିନଗୁଡ଼ିକ କି ବିନା ମଧ୍ୟ ଦେଖିହେବ। ଆପଣଙ୍କ ପ୍ଲାନ୍‌ରେ ଥିବା ଯେକୌଣସି ସହର ଓ ମାସ ଦେଖିବାକୁ ଆପଣଙ୍କ କି ଦିଅନ୍ତୁ।',
    outsideMonth: 'କି ବିନା {asked} ଦେଖାଯାଇପାରିବ ନାହିଁ (ମାଗଣା ଅବଧି {from} ରୁ {to} ପର୍ଯ୍ୟନ୍ତ); ଏହା {shown}।',
    unknownCity: '“{asked}” ନାମରେ କୌଣସି ସହର ମିଳିଲା ନାହିଁ।',
    feed: 'କ୍ୟାଲେଣ୍ଡର ସଦସ୍ୟତା',
    feedNote: '({endpoint} ରୁ ମିଳୁଥିବା ଟୋକେନ୍ ଦରକାର; କେବଳ ଦେୟଯୁକ୍ତ ପ୍ଲାନ୍‌ରେ)',
    docs: 'API ସନ୍ଦର୍ଭ (ଇଂରାଜୀରେ)',
    localTime: 'ସବୁ ସମୟ ସେହି ସହରର ସ୍ଥାନୀୟ ସମୟ ଅନୁସାରେ',
    loading: 'ଲୋଡ୍ ହେଉଛି…',
    keyedShown: '{city}: {count} ଦିନ।',
    refused: 'ଏହି ମାସ ମିଳିପାରିଲା ନାହିଁ: {message}',
    muhuratOff: 'ମୁହୂର୍ତ୍ତ ଚିହ୍ନ ମିଳୁନାହିଁ: {message}',
  },
  ne: {
    panchang: 'पञ्चाङ्ग',
    keyHelp: 'साँचो यही ब्राउजरमा रहन्छ र अनुरोधको हेडरमा मात्र पठाइन्छ, कहिल्यै वेब ठेगानामा होइन।',
    keyStored: 'यो ब्राउजरमा एउटा साँचो सुरक्षित छ।',
    keyNone: 'कुनै साँचो सुरक्षित छैन, त्यसैले नमुना देखाइँदै छ।',
    shown:
      '{city}, {from} देखि {to} सम्म: यी दिन साँचो बिना पनि हेर्न मिल्छ। तपाईंको योजनाले दिने जुनसुकै सहर र महिना हेर्न आफ्नो साँचो टाँस्नुहोस्।',
    outsideMonth: 'साँचो बिना {asked} देखाउन मिल्दैन (निःशुल्क अवधि {from} देखि {to} सम्म); यो {shown} हो।',
    unknownCity: '“{asked}” नामको कुनै सहर भेटिएन।',
    feed: 'पात्रो सदस्यता',
    feedNote: '({endpoint} बाट पाइने टोकन चाहिन्छ; सशुल्क योजनामा मात्र)',
    docs: 'API सन्दर्भ (अङ्ग्रेजीमा)',
    localTime: 'सबै समय त्यस सहरको स्थानीय समयअनुसार छन्',
    loading: 'लोड हुँदै छ…',
    keyedShown: '{city}: {count} दिन।',
    refused: 'यो महिना पाउन सकिएन: {message}',
    muhuratOff: 'मुहूर्त चिन्ह उपलब्ध छैनन्: {message}',
  },
});

/** A sentence with its `{placeholders}` filled (values are inserted as given: escape them for HTML first). */
export const fill = (sentence: string, values: Readonly<Record<string, string | number>>): string =>
  sentence.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
