import { padaLines } from '@/lib/padaLines';

describe('padaLines', () => {
  it('breaks an anuṣṭubh verse a pāda a line, where the IAST has a space, in both writings', () => {
    expect(
      padaLines({
        devanagari: ['कर्मण्येवाधिकारस्ते मा फलेषु कदाचन ।', 'मा कर्मफलहेतुर्भूर्मा ते सङ्गोऽस्त्वकर्मणि ॥'],
        iast: ['karmaṇy evādhikāras te mā phaleṣu kadācana', "mā karmaphalahetur bhūr mā te saṅgo 'stv akarmaṇi"],
      }),
    ).toEqual({
      // The Devanagari joins bhūr mā in sandhi: its r keeps a virama at the line's end, as the IAST keeps it.
      devanagari: ['कर्मण्येवाधिकारस्ते', 'मा फलेषु कदाचन ।', 'मा कर्मफलहेतुर्भूर्', 'मा ते सङ्गोऽस्त्वकर्मणि ॥'],
      iast: ['karmaṇy evādhikāras te', 'mā phaleṣu kadācana', 'mā karmaphalahetur bhūr', "mā te saṅgo 'stv akarmaṇi"],
    });
  });

  it('breaks a triṣṭubh verse after its eleventh syllable, inside a word joined in sandhi', () => {
    expect(
      padaLines({
        devanagari: ['न जायते म्रियते वा कदाचिन्नायं भूत्वा भविता वा न भूयः ।', 'अजो नित्यः शाश्वतोऽयं पुराणो न हन्यते हन्यमाने शरीरे ॥'],
        iast: [
          'na jāyate mriyate vā kadācin nāyaṃ bhūtvā bhavitā vā na bhūyaḥ',
          "ajo nityaḥ śāśvato 'yaṃ purāṇo na hanyate hanyamāne śarīre",
        ],
      }).devanagari,
    ).toEqual(['न जायते म्रियते वा कदाचिन्', 'नायं भूत्वा भविता वा न भूयः ।', 'अजो नित्यः शाश्वतोऽयं पुराणो', 'न हन्यते हन्यमाने शरीरे ॥']);
  });

  it('writes a vowel the IAST begins the next pāda with as a letter of its own', () => {
    expect(
      padaLines({
        devanagari: ['उद्धरेदात्मनात्मानं नात्मानमवसादयेत् ।', 'आत्मैव ह्यात्मनो बन्धुरात्मैव रिपुरात्मनः ॥'],
        iast: ['uddhared ātmanātmānaṃ nātmānam avasādayet', 'ātmaiva hy ātmano bandhur ātmaiva ripur ātmanaḥ'],
      }).devanagari,
    ).toEqual(['उद्धरेदात्मनात्मानं', 'नात्मानमवसादयेत् ।', 'आत्मैव ह्यात्मनो बन्धुर्', 'आत्मैव रिपुरात्मनः ॥']);
    expect(
      padaLines({
        devanagari: ['तथा शरीराणि विहाय जीर्णान्यन्यानि संयाति नवानि देही ॥'],
        iast: ['tathā śarīrāṇi vihāya jīrṇāny anyāni saṃyāti navāni dehī'],
      }),
    ).toEqual({
      devanagari: ['तथा शरीराणि विहाय जीर्णान्य्', 'अन्यानि संयाति नवानि देही ॥'],
      iast: ['tathā śarīrāṇi vihāya jīrṇāny', 'anyāni saṃyāti navāni dehī'],
    });
  });

  it.each([
    [
      'prose, its lines as the text divides it',
      ['असतो मा सद्गमय ।', 'तमसो मा ज्योतिर्गमय ।'],
      ['asato mā sad gamaya', 'tamaso mā jyotir gamaya'],
    ],
    [
      'lines of another length than a half-verse of the metres',
      ['यो वै भूमा तत्सुखं नाल्पे सुखमस्ति ।'],
      ['yo vai bhūmā tat sukhaṃ nālpe sukham asti'],
    ],
    [
      'lines of two lengths',
      ['श्रेयश्च प्रेयश्च मनुष्यमेतस्तौ सम्परीत्य विविनक्ति धीरः ।', 'श्रेयो हि धीरोऽभि प्रेयसो वृणीते प्रेयो मन्दो योगक्षेमाद्वृणीते ॥'],
      [
        'śreyaś ca preyaś ca manuṣyam etas tau samparītya vivinakti dhīraḥ',
        "śreyo hi dhīro 'bhi preyaso vṛṇīte preyo mando yogakṣemād vṛṇīte",
      ],
    ],
    ['as many lines in neither writing', ['मायां तु प्रकृतिं विद्यान्मायिनं तु महेश्वरम् ।'], ['māyāṃ tu prakṛtiṃ vidyān', 'māyinaṃ tu maheśvaram']],
  ])('keeps %s as written', (_label, devanagari, iast) => {
    expect(padaLines({ devanagari, iast })).toEqual({ devanagari, iast });
  });
});
