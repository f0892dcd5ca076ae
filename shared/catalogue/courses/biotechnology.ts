import type { CourseDetail } from "../types";

export const biotechnologyCourses: CourseDetail[] = [
  {
    id: 21,
    slug: "bioinformatics",
    department: "biotechnology",
    title: "Bioinformatics",
    searchTerms: ["computational biology", "genomics", "biotech"],
    summary:
      "Analyse biological sequences and structures using NCBI databases, BLAST, sequence alignment, phylogenetics, the Protein Data Bank and Biopython scripting.",
    course_desc: [
      "This program introduces the computational methods biologists use to make sense of sequence and structure data. You learn how records are organised in NCBI, UniProt, Ensembl and the Protein Data Bank, how file formats such as FASTA, GenBank and PDB are read, and how to retrieve data for a gene or protein of interest. Classes are live and recorded, and recordings of any sessions you miss are mailed to you.",
      "You then compare sequences with pairwise alignment algorithms and scoring matrices, search databases with BLAST and judge hits by E-value and coverage, and build multiple sequence alignments and phylogenetic trees with Clustal Omega and MEGA. Structural work covers viewing proteins in PyMOL and building homology models. Throughout the course you write small Python programs with Biopython to automate retrieval, parsing and analysis.",
      "The minor project is an individual analysis, for instance identifying an unknown sequence with BLAST and placing it on a phylogenetic tree. The major project is carried out by a group of 8 to 10 with a mentor and is organised like an internship task: the group studies a gene family or an enzyme of interest, combines sequence, phylogenetic and structural analysis, and submits a written report for evaluation.",
    ],
    objective: [
      "Search and retrieve records from NCBI, UniProt, Ensembl and the Protein Data Bank, and work with FASTA, GenBank and PDB formats.",
      "Explain global and local alignment algorithms, scoring matrices such as BLOSUM and PAM, and gap penalties.",
      "Run BLAST searches with the appropriate program and database, and interpret E-values, bit scores, identity and query coverage.",
      "Build multiple sequence alignments and construct phylogenetic trees, assessing them with bootstrap support.",
      "Visualise protein structures, assess model quality and build a homology model.",
      "Write Python scripts with Biopython to fetch, parse, align and summarise sequence data.",
    ],
    eligibility: [
      "There are no specific prerequisites for this course.",
      "Open to school leavers, undergraduates, graduates and working professionals.",
      "Students of biotechnology, microbiology, life sciences, pharmacy and computer science benefit most; no programming experience is assumed, as Python is introduced from the basics.",
      "A laptop and internet connection are required; the tools used are free web services or open-source software.",
    ],
    course_outline: [
      {
        id: 1,
        question: "Biological Databases and Data Formats",
        answer:
          "Covers primary and secondary databases, including GenBank, RefSeq, UniProt, Ensembl and the Protein Data Bank, and searching them with Entrez queries. Learners read and convert FASTA, GenBank and PDB files and learn how accession numbers, annotations and feature tables are structured.",
      },
      {
        id: 2,
        question: "Pairwise Sequence Alignment and BLAST",
        answer:
          "Explains dot plots, the Needleman-Wunsch global and Smith-Waterman local alignment algorithms, PAM and BLOSUM scoring matrices, and affine gap penalties. Learners use blastn, blastp, blastx and tblastn, choose suitable databases and parameters, and interpret E-values, bit scores, percent identity and query coverage.",
      },
      {
        id: 3,
        question: "Multiple Sequence Alignment and Phylogenetics",
        answer:
          "Covers progressive multiple alignment with Clustal Omega and MUSCLE, and the identification of conserved regions and motifs. Learners build phylogenetic trees by neighbour-joining and maximum likelihood in MEGA, assess them with bootstrap values and interpret tree topology.",
      },
      {
        id: 4,
        question: "Structural Bioinformatics and the PDB",
        answer:
          "Introduces protein secondary and tertiary structure, the contents of a PDB entry and the experimental methods behind it, such as X-ray crystallography, NMR and cryo-EM. Learners visualise and superimpose structures in PyMOL, check models with Ramachandran plots and build homology models with SWISS-MODEL.",
      },
      {
        id: 5,
        question: "Python and Biopython for Bioinformatics",
        answer:
          "Covers the Python basics needed for biological data, then Biopython modules such as SeqIO for parsing, Entrez for retrieving records, PairwiseAligner for alignment, and NCBIWWW and NCBIXML for running and parsing BLAST searches. Learners write reusable scripts that process batches of sequences and export the results as tables.",
      },
    ],
    check_curriculum:
      "Review the full curriculum to see how the five modules progress from databases and alignment to structures and Biopython scripting. The course includes a minor individual project and a major group project, carried out in groups of 8 to 10 with a mentor for each group. Certificates are issued after project evaluation.",
    skills: [
      "BLAST",
      "Sequence alignment",
      "Phylogenetic analysis",
      "MEGA",
      "Protein Data Bank (PDB)",
      "PyMOL",
      "Python",
      "Biopython",
    ],
  },
  {
    id: 22,
    slug: "geneticengineering",
    department: "biotechnology",
    title: "Genetic Engineering",
    searchTerms: ["GE", "genetic modification", "CRISPR", "gene editing", "biotech"],
    summary:
      "Understand how genes are cut, copied, cloned and edited, covering restriction enzymes, PCR, cloning vectors and CRISPR-Cas9 through in-silico design exercises.",
    course_desc: [
      "This program explains the principles and tools of recombinant DNA technology at the level of an undergraduate laboratory course. You revise DNA structure, gene organisation and gene expression, then study the enzymes and techniques used to isolate, cut, join, amplify and analyse DNA. Sessions are live and recorded, recordings of missed classes are mailed to you, and each technique is explained with worked examples and sample gel and sequencing data.",
      "The practical work is done in silico with freely available tools such as SnapGene Viewer, Benchling and NCBI Primer-BLAST. You map restriction sites, plan the cloning of an insert into a plasmid vector, design and check PCR primers, and design guide RNAs for a CRISPR-Cas9 experiment on a model gene. Alongside the techniques you study biosafety levels, containment, bioethics and India's regulatory framework for genetically engineered organisms.",
      "The minor project is an individual in-silico cloning or primer design exercise written up as a short report. The major project is carried out in a group of 8 to 10 with a mentor and is run like an internship assignment: the group reviews an established application, such as recombinant insulin production or pest-resistant crops, and prepares a documented construct design and literature analysis for evaluation.",
    ],
    objective: [
      "Explain DNA structure, gene organisation and the central dogma as they apply to genetic engineering.",
      "Describe the action of restriction endonucleases, DNA ligase and other enzymes used in recombinant DNA work.",
      "Compare cloning vectors such as plasmids, phage vectors, BACs and expression vectors, and plan a cloning strategy in silico.",
      "Explain the principles of PCR, RT-PCR and qPCR, and design and check primers with Primer-BLAST.",
      "Describe how CRISPR-Cas9 edits genes, design guide RNAs in silico and assess the risk of off-target effects.",
      "Discuss biosafety, bioethics and the regulation of genetically modified organisms in India.",
    ],
    eligibility: [
      "No specific prerequisites are required to enrol.",
      "Open to school leavers, undergraduates, graduates and working professionals.",
      "Students of biotechnology, microbiology, life sciences, agriculture and medicine benefit most; school-level biology is enough to follow the course, as the molecular biology basics are revised.",
      "A laptop and internet connection are required; the practical exercises are done in silico and need no laboratory access.",
    ],
    course_outline: [
      {
        id: 1,
        question: "Molecular Biology Foundations",
        answer:
          "Revises DNA and RNA structure, gene organisation in prokaryotes and eukaryotes, and transcription and translation. It introduces the basic techniques for handling DNA, including nucleic acid isolation, spectrophotometric quantification and agarose gel electrophoresis, and how their results are interpreted.",
      },
      {
        id: 2,
        question: "Restriction Enzymes and DNA Modifying Enzymes",
        answer:
          "Covers type II restriction endonucleases, recognition sequences, sticky and blunt ends, and enzymes such as DNA ligase, alkaline phosphatase and DNA polymerases that are used to modify DNA. Learners build restriction maps and predict fragment sizes from virtual digests in SnapGene Viewer or Benchling.",
      },
      {
        id: 3,
        question: "Cloning Vectors and Recombinant DNA",
        answer:
          "Explains the features of a cloning vector, including the origin of replication, selectable markers and the multiple cloning site, and compares plasmids, phage vectors, cosmids, BACs and expression vectors. Learners study transformation and screening methods such as blue-white selection and plan a cloning strategy for an insert in silico.",
      },
      {
        id: 4,
        question: "PCR and Its Variants",
        answer:
          "Covers the denaturation, annealing and extension steps of PCR, the role of thermostable DNA polymerases, primer design rules and reaction optimisation. It extends to reverse transcription PCR, quantitative real-time PCR and colony PCR, and learners design and check primers with NCBI Primer-BLAST.",
      },
      {
        id: 5,
        question: "CRISPR-Cas9 Genome Editing, Biosafety and Regulation",
        answer:
          "Explains how Cas9 is directed to a target by a single guide RNA next to a PAM sequence, and how cells repair the break by non-homologous end joining or homology-directed repair. Learners design guide RNAs in silico with tools such as CHOPCHOP and study off-target effects, bioethics, biosafety levels and the regulation of genetically engineered organisms in India.",
      },
    ],
    check_curriculum:
      "Review the full curriculum to see how the five modules build from molecular biology basics to cloning, PCR and CRISPR-Cas9. You will complete a minor individual project and a major group project, with groups of 8 to 10 learners each supported by a mentor, and certificates are issued after the projects are evaluated.",
    skills: [
      "Recombinant DNA technology",
      "Restriction mapping",
      "PCR and primer design",
      "Cloning strategy design",
      "CRISPR-Cas9 guide RNA design",
      "SnapGene Viewer",
      "Benchling",
      "Biosafety and regulation",
    ],
  },
  {
    id: 23,
    slug: "nanoscience",
    department: "biotechnology",
    title: "Nanoscience and Nanotechnology",
    searchTerms: ["nanotech", "nanotechnology", "nanomaterials", "biotech"],
    summary:
      "Study how materials behave at the nanoscale, how nanoparticles are synthesised, and how SEM, TEM and XRD are used to characterise them.",
    course_desc: [
      "This program covers the science behind nanomaterials and the methods used to make and measure them. You study why properties change at the nanoscale, including surface-to-volume effects, quantum confinement and surface plasmon resonance, and how nanomaterials are classified by dimension. Classes are live and recorded, and recordings of any session you miss are mailed to you, so derivations and instrument walkthroughs can be reviewed again.",
      "You then study top-down and bottom-up synthesis routes such as ball milling, lithography, sol-gel processing, chemical reduction, hydrothermal synthesis and chemical vapour deposition. Characterisation is taught with sample instrument data: you measure particle sizes from SEM and TEM images in ImageJ, estimate crystallite size from XRD peaks with the Scherrer equation, and interpret UV-Vis, FTIR and dynamic light scattering results.",
      "The minor project is an individual analysis of a characterisation data set, such as sizing nanoparticles from micrographs and comparing the result with XRD. The major project is done in a group of 8 to 10 with a mentor and is run like an internship assignment: the group reviews a nanomaterial for an application such as drug delivery, sensing or water treatment, covering synthesis, characterisation, performance and safety, and presents it for evaluation.",
    ],
    objective: [
      "Explain size-dependent properties of nanomaterials, including surface area effects, quantum confinement and surface plasmon resonance.",
      "Classify nanomaterials such as nanoparticles, nanotubes, nanowires, thin films and 2D materials by dimension and composition.",
      "Compare top-down and bottom-up synthesis methods and select a suitable route for a given material.",
      "Interpret SEM, TEM and AFM images and measure particle size distributions with ImageJ.",
      "Analyse XRD patterns to identify phases and estimate crystallite size, and interpret UV-Vis, FTIR and DLS data.",
      "Discuss applications of nanotechnology in medicine, electronics, energy and the environment, together with nanotoxicology and safe handling.",
    ],
    eligibility: [
      "No specific prerequisites are needed to join.",
      "Open to school leavers, undergraduates, graduates and working professionals.",
      "Students of biotechnology, physics, chemistry, materials science and pharmacy benefit most; school-level physics and chemistry are enough to follow the course.",
      "A laptop and internet connection are required; data analysis uses free software such as ImageJ and Python.",
    ],
    course_outline: [
      {
        id: 1,
        question: "Fundamentals of the Nanoscale",
        answer:
          "Covers the nanometre scale, surface-to-volume ratio, quantum confinement in quantum dots and surface plasmon resonance in metal nanoparticles. Learners classify nanomaterials as zero-, one-, two- or three-dimensional and study carbon nanomaterials such as fullerenes, carbon nanotubes and graphene.",
      },
      {
        id: 2,
        question: "Synthesis of Nanomaterials",
        answer:
          "Compares top-down methods such as ball milling and lithography with bottom-up methods including sol-gel processing, co-precipitation, chemical reduction, hydrothermal synthesis and chemical vapour deposition. The module also covers green synthesis using plant extracts and how reaction conditions and capping agents control particle size, shape and stability.",
      },
      {
        id: 3,
        question: "Electron and Probe Microscopy: SEM, TEM and AFM",
        answer:
          "Explains how scanning and transmission electron microscopes and atomic force microscopes form images, the sample preparation each requires, and how EDS adds elemental analysis. Learners interpret SEM, TEM and AFM images and measure particle size distributions from micrographs using ImageJ.",
      },
      {
        id: 4,
        question: "XRD and Spectroscopic Characterisation",
        answer:
          "Covers X-ray diffraction, Bragg's law, phase identification against reference patterns and crystallite size estimation with the Scherrer equation. It also covers UV-Vis, FTIR and Raman spectroscopy and dynamic light scattering, with learners analysing sample data sets in Python or a spreadsheet.",
      },
      {
        id: 5,
        question: "Applications, Nanobiotechnology and Nanotoxicology",
        answer:
          "Surveys applications in targeted drug delivery, biosensors, antimicrobial coatings, energy storage and water purification. The module also covers nanotoxicology, routes of exposure, safe handling practices and the environmental impact of engineered nanomaterials.",
      },
    ],
    check_curriculum:
      "Go through the full curriculum to see what the five modules cover, from nanoscale fundamentals to synthesis, characterisation and applications. You complete a minor individual project and a major group project in a group of 8 to 10 with its own mentor. Certificates are issued once your project work has been evaluated.",
    skills: [
      "Nanomaterial synthesis",
      "SEM and TEM image analysis",
      "XRD analysis",
      "UV-Vis and FTIR spectroscopy",
      "Dynamic light scattering",
      "ImageJ",
      "Python data analysis",
    ],
  },
];
